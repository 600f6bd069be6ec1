package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
import org.apache.fury.Fury;
import org.apache.fury.config.CompatibleMode;
import org.apache.fury.config.Language;
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
 * Apache Fury (Fory before its 0.11 rename, {@code org.apache.fury}) as its documentation
 * recommends: one {@code Fury} per side, built once and reused (Java language, reference tracking
 * on, classes resolved through this class's loader, registration not required), {@code
 * serialize(Object)} and {@code deserialize(byte[])}; compatible mode for {@code fury-compatible},
 * which Fury, unlike Fory 1.x, does not have by default.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FuryTwin {

  /** The configuration this twin stands beside. */
  @Param("fury-compatible")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private Fury writer;
  private Fury reader;
  private Object object;
  private byte[] bytes;

  /** Makes both sides and writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    Fixture payload = Twins.fixture(fixture);
    object = payload.create();
    writer = fury();
    reader = fury();
    bytes = serialize();
  }

  private Fury fury() {
    CompatibleMode mode =
        switch (configuration) {
          case "fury-compatible" -> CompatibleMode.COMPATIBLE;
          default -> throw Twins.unknown("FuryTwin", configuration);
        };
    return Fury.builder()
        .withLanguage(Language.JAVA)
        .withCompatibleMode(mode)
        .requireClassRegistration(false)
        .withRefTracking(true)
        .withClassLoader(FuryTwin.class.getClassLoader())
        .build();
  }

  @Benchmark
  public byte[] serialize() {
    return writer.serialize(object);
  }

  @Benchmark
  public Object deserialize() {
    return reader.deserialize(bytes);
  }
}
