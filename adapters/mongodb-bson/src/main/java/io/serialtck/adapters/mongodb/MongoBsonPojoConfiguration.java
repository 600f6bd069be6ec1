package io.serialtck.adapters.mongodb;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;

/**
 * {@code bson-mongodb}: MongoDB's bson library with the automatic POJO codec. The root object is
 * encoded as one BSON document by the registry's codec for its class, with a {@code
 * BsonBinaryWriter}, and decoded by the registry's codec for the reader's class with a {@code
 * BsonBinaryReader}.
 */
public final class MongoBsonPojoConfiguration implements SerializerConfiguration {

  private CodecRegistry registry;

  /** The codec of each class this instance wrote or read, looked up once and kept. */
  private final Map<Class<?>, Codec<?>> codecs = new HashMap<>();

  @Override
  public String id() {
    return "bson-mongodb";
  }

  @Override
  public String library() {
    return "org.mongodb:bson";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "org.mongodb", "bson");
  }

  @Override
  public String description() {
    List<String> missing = PojoCodecRegistry.missing();
    return PojoCodecRegistry.DESCRIPTION
        + (missing.isEmpty()
            ? ""
            : " without "
                + String.join(", ", missing)
                + ", which bson "
                + libraryVersion()
                + " lacks")
        + "; root encoded with registry.get(value.getClass()) into new BsonBinaryWriter(new"
        + " BasicOutputBuffer()) and decoded with registry.get(type) from new"
        + " BsonBinaryReader(ByteBuffer.wrap(bytes)), default EncoderContext/DecoderContext; one"
        + " registry per instance, and each class's codec looked up once and kept across"
        + " operations";
  }

  private CodecRegistry registry() {
    if (registry == null) {
      registry = PojoCodecRegistry.create();
    }
    return registry;
  }

  @Override
  public byte[] write(Object value) {
    BasicOutputBuffer buffer = new BasicOutputBuffer();
    try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
      encode(codec(value.getClass()), writer, value);
    }
    return buffer.toByteArray();
  }

  /**
   * The registry's codec of {@code type}, looked up on first use: codecs are immutable and meant to
   * be reused, and a lookup costs a registry walk.
   */
  private Codec<?> codec(Class<?> type) {
    Codec<?> codec = codecs.get(type);
    if (codec == null) {
      codec = registry().get(type);
      codecs.put(type, codec);
    }
    return codec;
  }

  private static <T> void encode(Codec<T> codec, BsonBinaryWriter writer, Object value) {
    codec.encode(writer, codec.getEncoderClass().cast(value), EncoderContext.builder().build());
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
      return codec(type).decode(reader, DecoderContext.builder().build());
    }
  }
}
