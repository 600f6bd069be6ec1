package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;
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
 * Chronicle Wire as its documentation recommends: one elastic on-heap {@code Bytes} and its wire,
 * cleared and reused for every write ({@code getValueOut().object(value)}, then {@code
 * toByteArray()}), and the bytes read wrapped ({@code Bytes.wrapForRead}) and read with {@code
 * getValueIn().object(type)}; {@code WireType.BINARY} or {@code WireType.TEXT}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ChronicleWireTwin {

  /** The configuration this twin stands beside. */
  @Param("chronicle-wire-binary")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private WireType wireType;
  private Bytes<byte[]> out;
  private Wire wire;
  private Object object;
  private Class<?> type;
  private byte[] bytes;

  /** Makes the writer's bytes and wire and writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    Fixture payload = Twins.fixture(fixture);
    object = payload.create();
    type = payload.rootType();
    wireType =
        switch (configuration) {
          case "chronicle-wire-binary" -> WireType.BINARY;
          case "chronicle-wire-text" -> WireType.TEXT;
          default -> throw Twins.unknown("ChronicleWireTwin", configuration);
        };
    out = Bytes.allocateElasticOnHeap();
    wire = wireType.apply(out);
    bytes = serialize();
  }

  @Benchmark
  public byte[] serialize() {
    wire.clear();
    wire.getValueOut().object(object);
    return out.toByteArray();
  }

  @Benchmark
  public Object deserialize() {
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      return wireType.apply(in).getValueIn().object(type);
    } finally {
      in.releaseLast();
    }
  }
}
