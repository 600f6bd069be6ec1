package io.serialtck.race.overhead;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
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
 * Jackson called directly, with no SPI and no world, exactly as {@code jackson-default} calls it
 * ({@code JacksonConfiguration} with {@code JacksonFormat.JSON} and {@code MapperSetup.DEFAULT}):
 * {@code new ObjectMapper()} with {@code setVisibility(PropertyAccessor.FIELD, Visibility.ANY)};
 * one mapper writes, another reads, as the race's writer and reader instances do; {@code
 * writeValueAsBytes(value)} and {@code readValue(bytes, rootType)}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DirectJacksonBenchmark {

  /** The payload's fixture class, as the race's {@code fixture} parameter names it. */
  @Param({
    "io.serialtck.fixtures.objects.TestObjectFixture",
    "io.serialtck.fixtures.objects.Session1KbFixture"
  })
  public String fixture;

  private ObjectMapper writer;
  private ObjectMapper reader;
  private Object object;
  private Class<?> rootType;
  private byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    Fixture payload = (Fixture) Class.forName(fixture).getConstructor().newInstance();
    object = payload.create();
    rootType = payload.rootType();
    writer = mapper();
    reader = mapper();
    bytes = writer.writeValueAsBytes(object);
  }

  private static ObjectMapper mapper() {
    ObjectMapper mapper = new ObjectMapper();
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    return mapper;
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.writeValueAsBytes(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.readValue(bytes, rootType);
  }
}
