package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import java.util.concurrent.TimeUnit;
import org.nustaq.serialization.FSTConfiguration;
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
 * FST as its documentation recommends: one {@code FSTConfiguration} per side, made once by {@code
 * createDefaultConfiguration()} or {@code createUnsafeBinaryConfiguration()}, {@code
 * asByteArray(object)} and {@code asObject(bytes)}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FstTwin {

  /** The configuration this twin stands beside. */
  @Param("fst-default")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private FSTConfiguration writer;
  private FSTConfiguration reader;
  private Object object;
  private byte[] bytes;

  /** Makes both sides and writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    object = Twins.fixture(fixture).create();
    writer = fst();
    reader = fst();
    bytes = serialize();
  }

  private FSTConfiguration fst() {
    return switch (configuration) {
      case "fst-default" -> FSTConfiguration.createDefaultConfiguration();
      case "fst-unsafe" -> FSTConfiguration.createUnsafeBinaryConfiguration();
      default -> throw Twins.unknown("FstTwin", configuration);
    };
  }

  @Benchmark
  public byte[] serialize() {
    return writer.asByteArray(object);
  }

  @Benchmark
  public Object deserialize() {
    return reader.asObject(bytes);
  }
}
