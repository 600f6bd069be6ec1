package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Java serialization as the JDK documents it for one message: a new {@code ObjectOutputStream} on a
 * {@code ByteArrayOutputStream} per write, a new {@code ObjectInputStream} on a {@code
 * ByteArrayInputStream} per read.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JavaSerializationTwin {

  /** The configuration this twin stands beside. */
  @Param("java-standard")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private Object object;
  private byte[] bytes;

  /** Writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    if (!configuration.equals("java-standard")) {
      throw Twins.unknown("JavaSerializationTwin", configuration);
    }
    object = Twins.fixture(fixture).create();
    bytes = serialize();
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(object);
    }
    return buffer.toByteArray();
  }

  @Benchmark
  public Object deserialize() throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }
}
