package io.serialtck.race.twin;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
import org.objenesis.strategy.StdInstantiatorStrategy;
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
 * Kryo 5 as its documentation recommends: one Kryo per side (references on, {@code
 * DefaultInstantiatorStrategy} with {@code StdInstantiatorStrategy} fallback), one {@code Output}
 * and one {@code Input} reused ({@code reset()}, {@code setBuffer}), {@code writeClassAndObject}
 * and {@code readClassAndObject}; the unsafe streams for {@code kryo-unsafe}, {@code
 * CompatibleFieldSerializer} for {@code kryo-compatible}, registration required and each side's
 * classes registered for {@code kryo-registered}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KryoTwin {

  /** The configuration this twin stands beside. */
  @Param("kryo-default")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private Kryo writer;
  private Kryo reader;
  private Output output;
  private Input input;
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
    boolean registered = configuration.equals("kryo-registered");
    writer = kryo(registered);
    reader = kryo(registered);
    if (registered) {
      Twins.classes(object).forEach(writer::register);
      Twins.classes(payload.expected()).forEach(reader::register);
    }
    switch (configuration) {
      case "kryo-default", "kryo-registered", "kryo-compatible" -> {
        output = new Output(256, -1);
        input = new Input();
      }
      case "kryo-unsafe" -> {
        output = new UnsafeOutput(256, -1);
        input = new UnsafeInput();
      }
      default -> throw Twins.unknown("KryoTwin", configuration);
    }
    bytes = serialize();
  }

  private Kryo kryo(boolean registrationRequired) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(registrationRequired);
    kryo.setReferences(true);
    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    if (configuration.equals("kryo-compatible")) {
      kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    }
    return kryo;
  }

  @Benchmark
  public byte[] serialize() {
    output.reset();
    writer.writeClassAndObject(output, object);
    return output.toBytes();
  }

  @Benchmark
  public Object deserialize() {
    input.setBuffer(bytes);
    return reader.readClassAndObject(input);
  }
}
