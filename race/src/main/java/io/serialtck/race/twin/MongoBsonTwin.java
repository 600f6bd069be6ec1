package io.serialtck.race.twin;

import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.BsonCodecProvider;
import org.bson.codecs.BsonValueCodecProvider;
import org.bson.codecs.Codec;
import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodecProvider;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.IterableCodecProvider;
import org.bson.codecs.JsonObjectCodecProvider;
import org.bson.codecs.MapCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.jsr310.Jsr310CodecProvider;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.io.BasicOutputBuffer;
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
 * MongoDB's bson library as its documentation recommends: one codec registry per side (the default
 * providers and the automatic POJO codec with private fields set), the root class's codec looked up
 * once, a new {@code BsonBinaryWriter} on a {@code BasicOutputBuffer} per write and a new {@code
 * BsonBinaryReader} on the wrapped bytes per read.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MongoBsonTwin {

  /** The configuration this twin stands beside. */
  @Param("bson-mongodb")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TopOfBookFixture")
  public String fixture;

  private Codec<Object> writer;
  private Codec<Object> reader;
  private Object object;
  private byte[] bytes;

  /** Makes both sides' codecs and writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    if (!configuration.equals("bson-mongodb")) {
      throw Twins.unknown("MongoBsonTwin", configuration);
    }
    Fixture payload = Twins.fixture(fixture);
    object = payload.create();
    writer = codec(object.getClass());
    reader = codec(payload.rootType());
    bytes = serialize();
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object> codec(Class<?> type) {
    CodecRegistry registry =
        CodecRegistries.fromProviders(
            new ValueCodecProvider(),
            new BsonValueCodecProvider(),
            new DocumentCodecProvider(),
            new CollectionCodecProvider(),
            new IterableCodecProvider(),
            new MapCodecProvider(),
            new Jsr310CodecProvider(),
            new JsonObjectCodecProvider(),
            new BsonCodecProvider(),
            new EnumCodecProvider(),
            PojoCodecProvider.builder()
                .automatic(true)
                .conventions(
                    List.of(
                        Conventions.CLASS_AND_PROPERTY_CONVENTION,
                        Conventions.ANNOTATION_CONVENTION,
                        Conventions.OBJECT_ID_GENERATORS,
                        Conventions.SET_PRIVATE_FIELDS_CONVENTION))
                .build());
    return (Codec<Object>) registry.get(type);
  }

  @Benchmark
  public byte[] serialize() {
    BasicOutputBuffer buffer = new BasicOutputBuffer();
    try (BsonBinaryWriter out = new BsonBinaryWriter(buffer)) {
      writer.encode(out, object, EncoderContext.builder().build());
    }
    return buffer.toByteArray();
  }

  @Benchmark
  public Object deserialize() {
    try (BsonBinaryReader in = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
      return reader.decode(in, DecoderContext.builder().build());
    }
  }
}
