package io.serialtck.adapters.mongodb;

import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;

/**
 * The codec registry of {@code bson-mongodb}: the providers of the bson library's own {@code
 * Bson.DEFAULT_CODEC_REGISTRY}, in its order, followed by the automatic POJO codec with the default
 * conventions plus {@code SET_PRIVATE_FIELDS_CONVENTION}. No custom codec.
 *
 * <p>The providers are named, not linked, so that an older bson in the world, which lacks some of
 * them ({@code CollectionCodecProvider} came with 4.8), runs with those it has, as its own default
 * registry did: the description says which were left out.
 */
final class PojoCodecRegistry {

  /** The default registry's providers of bson 5.x, in its order. */
  static final List<String> DEFAULT_PROVIDERS =
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
          "org.bson.codecs.EnumCodecProvider");

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
    List<CodecProvider> providers = new ArrayList<>();
    for (String name : DEFAULT_PROVIDERS) {
      Class<?> type = present(name);
      if (type != null) {
        providers.add(instance(type));
      }
    }
    providers.add(pojo);
    return CodecRegistries.fromProviders(providers);
  }

  /**
   * The default providers this world's bson lacks, in their order; empty for bson 4.8 and later.
   */
  static List<String> missing() {
    return DEFAULT_PROVIDERS.stream()
        .filter(name -> present(name) == null)
        .map(name -> name.substring(name.lastIndexOf('.') + 1))
        .toList();
  }

  private static Class<?> present(String name) {
    try {
      return Class.forName(name, false, PojoCodecRegistry.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  private static CodecProvider instance(Class<?> type) {
    try {
      return (CodecProvider) type.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make the default " + type.getName(), e);
    }
  }
}
