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
 * A configuration of MongoDB's bson library: the root object is encoded as one BSON document by the
 * registry's codec for its class, with a {@code BsonBinaryWriter}, and decoded by the registry's
 * codec for the reader's class with a {@code BsonBinaryReader}. Its subclasses differ only in the
 * registry.
 */
abstract class MongoBsonConfiguration implements SerializerConfiguration {

  /** How the root is written and read, for the description. */
  static final String OPERATIONS =
      "; root encoded with registry.get(value.getClass()) into new BsonBinaryWriter(new"
          + " BasicOutputBuffer()) and decoded with registry.get(type) from new"
          + " BsonBinaryReader(ByteBuffer.wrap(bytes)), default EncoderContext/DecoderContext; one"
          + " registry per instance, and each class's codec looked up once and kept across"
          + " operations";

  private CodecRegistry registry;

  /** The codec of each class this instance wrote or read, looked up once and kept. */
  private final Map<Class<?>, Codec<?>> codecs = new HashMap<>();

  @Override
  public String library() {
    return "org.mongodb:bson";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "org.mongodb", "bson");
  }

  /** A new registry of this configuration; called once per instance, on first use. */
  abstract CodecRegistry newRegistry();

  /**
   * {@code " without A, B, which bson V lacks"} for the default providers this world's bson lacks,
   * or empty.
   */
  String without(List<String> missing) {
    return missing.isEmpty()
        ? ""
        : " without " + String.join(", ", missing) + ", which bson " + libraryVersion() + " lacks";
  }

  private CodecRegistry registry() {
    if (registry == null) {
      registry = newRegistry();
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
