package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import java.util.concurrent.TimeUnit;
import one.nio.serial.Serializer;
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
 * one-nio as its documentation recommends: the static {@code Serializer.serialize(object)} (default
 * mode, and {@code one-nio-shipped-metadata}, whose metadata is exchanged once, not per read) or
 * {@code Serializer.persist(object)} ({@code one-nio-persist}), and {@code
 * Serializer.deserialize(bytes)}. Writer and reader share the JVM's one {@code Repository}, as the
 * race's two instances in one world do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class OneNioTwin {

  /** The configuration this twin stands beside. */
  @Param("one-nio-default")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private boolean persist;
  private Object object;
  private byte[] bytes;

  /** Writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    object = Twins.fixture(fixture).create();
    persist =
        switch (configuration) {
          case "one-nio-default", "one-nio-shipped-metadata" -> false;
          case "one-nio-persist" -> true;
          default -> throw Twins.unknown("OneNioTwin", configuration);
        };
    bytes = serialize();
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return persist ? Serializer.persist(object) : Serializer.serialize(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return Serializer.deserialize(bytes);
  }
}
