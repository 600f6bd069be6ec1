package io.serialtck.adapters.mongodb;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;
import java.nio.ByteBuffer;
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
    return PojoCodecRegistry.DESCRIPTION
        + "; root encoded with registry.get(value.getClass()) into new BsonBinaryWriter(new"
        + " BasicOutputBuffer()) and decoded with registry.get(type) from new"
        + " BsonBinaryReader(ByteBuffer.wrap(bytes)), default EncoderContext/DecoderContext";
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
      encode(registry().get(value.getClass()), writer, value);
    }
    return buffer.toByteArray();
  }

  private static <T> void encode(Codec<T> codec, BsonBinaryWriter writer, Object value) {
    codec.encode(writer, codec.getEncoderClass().cast(value), EncoderContext.builder().build());
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
      return registry().get(type).decode(reader, DecoderContext.builder().build());
    }
  }
}
