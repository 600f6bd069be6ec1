package io.serialtck.adapters.mongodb;

import java.util.List;
import org.bson.codecs.BsonCodecProvider;
import org.bson.codecs.BsonValueCodecProvider;
import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.DocumentCodecProvider;
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

/**
 * The codec registry of {@code bson-mongodb}: the providers of the bson library's own {@code
 * Bson.DEFAULT_CODEC_REGISTRY}, in its order, followed by the automatic POJO codec with the default
 * conventions plus {@code SET_PRIVATE_FIELDS_CONVENTION}. No custom codec.
 */
final class PojoCodecRegistry {

  /** What {@link #create()} builds, for the configuration's description. */
  static final String DESCRIPTION =
      "CodecRegistries.fromProviders(ValueCodecProvider, BsonValueCodecProvider,"
          + " DocumentCodecProvider, CollectionCodecProvider, IterableCodecProvider,"
          + " MapCodecProvider, Jsr310CodecProvider, JsonObjectCodecProvider, BsonCodecProvider,"
          + " EnumCodecProvider, PojoCodecProvider.builder().automatic(true).conventions("
          + "CLASS_AND_PROPERTY_CONVENTION, ANNOTATION_CONVENTION, OBJECT_ID_GENERATORS,"
          + " SET_PRIVATE_FIELDS_CONVENTION)) (all default-constructed; no custom codec, no"
          + " registered class model)";

  private PojoCodecRegistry() {}

  static CodecRegistry create() {
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
    return CodecRegistries.fromProviders(
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
        pojo);
  }
}
