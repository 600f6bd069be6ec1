package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
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
 * Apache Fory as its documentation recommends: one {@code Fory} per side, built once and reused
 * (Java language, reference tracking on), {@code serialize(Object)} and {@code
 * deserialize(byte[])}; schema-consistent mode for {@code fory-consistent}, compatible mode for the
 * others, registration required and each side's classes registered for {@code fory-registered}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ForyTwin {

  /** The configuration this twin stands beside. */
  @Param("fory-consistent")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private Fory writer;
  private Fory reader;
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
    writer = fory(Twins.classes(object));
    reader = fory(Twins.classes(payload.expected()));
    bytes = serialize();
  }

  private Fory fory(List<Class<?>> classes) {
    boolean registered = configuration.equals("fory-registered");
    CompatibleMode mode =
        switch (configuration) {
          case "fory-consistent" -> CompatibleMode.SCHEMA_CONSISTENT;
          case "fory-compatible", "fory-registered" -> CompatibleMode.COMPATIBLE;
          default -> throw Twins.unknown("ForyTwin", configuration);
        };
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(mode)
            .requireClassRegistration(registered)
            .withRefTracking(true)
            .build();
    if (registered) {
      for (Class<?> type : classes) {
        if (!fory.getTypeResolver().isRegistered(type)) {
          fory.register(type);
        }
      }
    }
    return fory;
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
