import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.io.BasicOutputBuffer;

/**
 * CodecRegistries.fromRegistries(CodecRegistries.fromProviders(ValueCodecProvider,
 * BsonValueCodecProvider, DocumentCodecProvider, CollectionCodecProvider, IterableCodecProvider,
 * MapCodecProvider, Jsr310CodecProvider, JsonObjectCodecProvider, BsonCodecProvider,
 * RecordCodecProvider, EnumCodecProvider),
 * CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).conventions(CLASS_AND_PROPERTY_CONVENTION,
 * ANNOTATION_CONVENTION, OBJECT_ID_GENERATORS, SET_PRIVATE_FIELDS_CONVENTION))) (all
 * default-constructed; no custom codec, no registered class model); MongoDB's default registry,
 * MongoClientSettings.getDefaultCodecRegistry() of driver 5.6 and later, as far as it lives in bson
 * and bson-record-codec (at bson's version; RecordCodecProvider where the driver's
 * Jep395RecordCodecProvider delegates to it), so that a record is encoded by the record codec; left
 * out, as they live in the driver: DBRefCodecProvider, DBObjectCodecProvider, GeoJsonCodecProvider,
 * GridFSFileCodecProvider, ExpressionCodecProvider, KotlinCodecProvider, and the
 * DocumentToDBRefTransformer the driver gives the document, collection, iterable and map providers;
 * root encoded with registry.get(value.getClass()) into new BsonBinaryWriter(new
 * BasicOutputBuffer()) and decoded with registry.get(type) from new
 * BsonBinaryReader(ByteBuffer.wrap(bytes)), default EncoderContext/DecoderContext; one registry per
 * instance, and each class's codec looked up once and kept across operations
 */
public final class SetUp {

  /**
   * Always -1: the configuration does not report the bytes a read consumed (a BSON document names
   * every field, so a read cannot drift into the next field's bytes), and a reproducer judges only
   * what the kit judges.
   */
  public static long consumed = -1;

  /**
   * The providers of the driver's MongoClientSettings.getDefaultCodecRegistry() (driver 5.6 and
   * later) that live in bson and bson-record-codec, in its order, named so that an older bson runs
   * with those it has (CollectionCodecProvider came with 4.8). The record codec, artifact
   * org.mongodb:bson-record-codec at bson's version, came with 4.6: this set-up needs it.
   */
  private static final List<String> DEFAULT_PROVIDERS =
      List.of(
          "org.bson.codecs.ValueCodecProvider",
          "org.bson.codecs.BsonValueCodecProvider",
          "org.bson.codecs.DocumentCodecProvider",
          "org.bson.codecs.CollectionCodecProvider",
          "org.bson.codecs.IterableCodecProvider",
          "org.bson.codecs.MapCodecProvider",
          "org.bson.codecs.jsr310.Jsr310CodecProvider",
          "org.bson.codecs.JsonObjectCodecProvider",
          "org.bson.codecs.BsonCodecProvider",
          "org.bson.codecs.record.RecordCodecProvider",
          "org.bson.codecs.EnumCodecProvider");

  private final CodecRegistry registry;

  /** The registry's codec of each class, looked up on first use and kept across operations. */
  private final Map<Class<?>, Codec<?>> codecs = new HashMap<>();

  /**
   * An instance of the configuration: its registry (the bson library registers nothing by hand).
   * The kit's worker makes one for each write and each read; a stateful cell holds one for a
   * sequence of them.
   */
  public SetUp(List<Class<?>> classes) throws ReflectiveOperationException {
    registry = registry();
  }

  /**
   * A registry as MongoDB's POJO guide composes one: the default registry (its providers of bson
   * and the record codec, those this bson has), then a registry of the automatic POJO codec.
   */
  private static CodecRegistry registry() throws ReflectiveOperationException {
    // The record codec is what this set-up is for: without it (bson before 4.6) it fails here.
    Class.forName(
        "org.bson.codecs.record.RecordCodecProvider", false, SetUp.class.getClassLoader());
    List<CodecProvider> providers = new ArrayList<>();
    for (String name : DEFAULT_PROVIDERS) {
      Class<?> type;
      try {
        type = Class.forName(name, false, SetUp.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        continue;
      }
      providers.add((CodecProvider) type.getConstructor().newInstance());
    }
    PojoCodecProvider pojo =
        PojoCodecProvider.builder()
            .automatic(true)
            .conventions(
                List.of(
                    Conventions.CLASS_AND_PROPERTY_CONVENTION,
                    Conventions.ANNOTATION_CONVENTION,
                    Conventions.OBJECT_ID_GENERATORS,
                    Conventions.SET_PRIVATE_FIELDS_CONVENTION))
            .build();
    return CodecRegistries.fromRegistries(
        CodecRegistries.fromProviders(providers), CodecRegistries.fromProviders(pojo));
  }

  /** Encodes the root as one document with the registry's codec for its class. */
  public byte[] write(Object value) {
    BasicOutputBuffer buffer = new BasicOutputBuffer();
    try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
      encode(codec(value.getClass()), writer, value);
    }
    return buffer.toByteArray();
  }

  /** The registry's codec of {@code type}, looked up on the instance's first use of it. */
  private Codec<?> codec(Class<?> type) {
    Codec<?> codec = codecs.get(type);
    if (codec == null) {
      codec = registry.get(type);
      codecs.put(type, codec);
    }
    return codec;
  }

  private static <T> void encode(Codec<T> codec, BsonBinaryWriter writer, Object value) {
    codec.encode(writer, codec.getEncoderClass().cast(value), EncoderContext.builder().build());
  }

  /** Decodes one document with the registry's codec for the reader's class. */
  public Object read(byte[] bytes, Class<?> type) {
    try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
      return codec(type).decode(reader, DecoderContext.builder().build());
    }
  }
}
