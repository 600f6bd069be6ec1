package io.serialtck.race.overhead;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
import org.objenesis.strategy.StdInstantiatorStrategy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Kryo called directly, with no SPI and no world, exactly as {@code kryo-default} calls it ({@code
 * KryoConfiguration}, {@code KryoDefaultConfiguration}): {@code new Kryo()} with registration not
 * required, references on, {@code DefaultInstantiatorStrategy} with {@code StdInstantiatorStrategy}
 * fallback and the default FieldSerializer; one Kryo writes, another reads, as the race's writer
 * and reader instances do; a new {@code Output(256, -1)} per write and {@code new Input(bytes)} per
 * read, {@code writeClassAndObject}/{@code readClassAndObject}. What {@link
 * io.serialtck.race.RaceBenchmark} measures for {@code kryo-default} minus this is the race's own
 * overhead.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DirectKryoBenchmark {

  /** The payload's fixture class, as the race's {@code fixture} parameter names it. */
  @Param({
    "io.serialtck.fixtures.objects.TestObjectFixture",
    "io.serialtck.fixtures.objects.Session1KbFixture"
  })
  public String fixture;

  private Kryo writer;
  private Kryo reader;
  private Object object;
  private byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    Fixture payload = (Fixture) Class.forName(fixture).getConstructor().newInstance();
    object = payload.create();
    writer = kryo();
    reader = kryo();
    bytes = write(writer, object);
  }

  private static Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    return kryo;
  }

  private static byte[] write(Kryo kryo, Object value) {
    try (Output output = new Output(256, -1)) {
      kryo.writeClassAndObject(output, value);
      return output.toBytes();
    }
  }

  @Benchmark
  public byte[] serialize() {
    return write(writer, object);
  }

  @Benchmark
  public Object deserialize() {
    try (Input input = new Input(bytes)) {
      return reader.readClassAndObject(input);
    }
  }
}
