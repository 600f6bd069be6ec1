package io.serialtck.adapters.mongodb;

import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;

/**
 * The codec registries of {@code bson-mongodb}. Its own: the providers of the bson library's own
 * {@code Bson.DEFAULT_CODEC_REGISTRY}, in its order, followed by the automatic POJO codec with the
 * default conventions plus {@code SET_PRIVATE_FIELDS_CONVENTION}. Its variant {@code
 * default-registry}'s: the providers of the driver's {@code
 * MongoClientSettings.getDefaultCodecRegistry()} that live in bson and bson-record-codec, in its
 * order, then a registry of that same POJO codec, as MongoDB's POJO guide composes them ({@code
 * fromRegistries(getDefaultCodecRegistry(), fromProviders(pojoCodecProvider))}). No custom codec.
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

  /**
   * The providers of the driver's {@code MongoClientSettings.getDefaultCodecRegistry()} (driver 5.6
   * and later) that live in bson and bson-record-codec, in its order: the record codec stands where
   * the driver's {@code Jep395RecordCodecProvider}, which delegates to it on Java 17, stands. Left
   * out, as they live in the driver: {@code DBRefCodecProvider} and {@code DBObjectCodecProvider}
   * (after {@code BsonValueCodecProvider}), {@code GeoJsonCodecProvider} and {@code
   * GridFSFileCodecProvider} (after {@code MapCodecProvider}), {@code ExpressionCodecProvider}
   * (before the record codec) and {@code KotlinCodecProvider} (after it); the driver also gives the
   * document, collection, iterable and map providers its {@code DocumentToDBRefTransformer}, here
   * they are default-constructed. Before 5.6 the driver listed {@code EnumCodecProvider} before the
   * expression and record providers: no class is both an enum and a record, so each class gets the
   * same codec in either order.
   */
  static final List<String> CLIENT_DEFAULT_PROVIDERS =
      withRecordCodecBeforeEnums(DEFAULT_PROVIDERS);

  /** bson's own providers with the record codec where the driver puts it: before the enums'. */
  private static List<String> withRecordCodecBeforeEnums(List<String> providers) {
    List<String> client = new java.util.ArrayList<>(providers);
    client.add(
        client.indexOf("org.bson.codecs.EnumCodecProvider"),
        MongoBsonDefaultRegistry.RECORD_CODEC_PROVIDER);
    return List.copyOf(client);
  }

  /** The POJO codec as both registries build it, for the descriptions. */
  private static final String POJO =
      "PojoCodecProvider.builder().automatic(true).conventions("
          + "CLASS_AND_PROPERTY_CONVENTION, ANNOTATION_CONVENTION, OBJECT_ID_GENERATORS,"
          + " SET_PRIVATE_FIELDS_CONVENTION)";

  /** What {@link #create()} builds, for the configuration's description. */
  static final String DESCRIPTION =
      "CodecRegistries.fromProviders(ValueCodecProvider, BsonValueCodecProvider,"
          + " DocumentCodecProvider, CollectionCodecProvider, IterableCodecProvider,"
          + " MapCodecProvider, Jsr310CodecProvider, JsonObjectCodecProvider, BsonCodecProvider,"
          + " EnumCodecProvider, "
          + POJO
          + ") (all default-constructed; no custom codec, no registered class model)";

  /** What {@link #createClientDefault()} builds, for the variant's description. */
  static final String CLIENT_DEFAULT_DESCRIPTION =
      "CodecRegistries.fromRegistries(CodecRegistries.fromProviders(ValueCodecProvider,"
          + " BsonValueCodecProvider, DocumentCodecProvider, CollectionCodecProvider,"
          + " IterableCodecProvider, MapCodecProvider, Jsr310CodecProvider,"
          + " JsonObjectCodecProvider, BsonCodecProvider, RecordCodecProvider, EnumCodecProvider),"
          + " CodecRegistries.fromProviders("
          + POJO
          + ")) (all default-constructed; no custom codec, no registered class model)";

  /** Where the variant's providers come from and what they leave out, for its description. */
  static final String CLIENT_DEFAULT_ORIGIN =
      "; MongoDB's default registry, MongoClientSettings.getDefaultCodecRegistry() of driver 5.6"
          + " and later, as far as it lives in bson and bson-record-codec (at bson's version;"
          + " RecordCodecProvider where the driver's Jep395RecordCodecProvider delegates to it), so"
          + " that a record is encoded by the record codec; left out, as they live in the driver:"
          + " DBRefCodecProvider, DBObjectCodecProvider, GeoJsonCodecProvider,"
          + " GridFSFileCodecProvider, ExpressionCodecProvider, KotlinCodecProvider, and the"
          + " DocumentToDBRefTransformer the driver gives the document, collection, iterable and"
          + " map providers";

  private PojoCodecRegistry() {}

  /** The configuration's registry: bson's default providers, then the POJO codec. */
  static CodecRegistry create() {
    List<CodecProvider> providers = providers(DEFAULT_PROVIDERS);
    providers.add(pojo());
    return CodecRegistries.fromProviders(providers);
  }

  /**
   * The variant's registry: the driver's default registry's providers of bson and the record codec,
   * then a registry of the POJO codec.
   */
  static CodecRegistry createClientDefault() {
    return CodecRegistries.fromRegistries(
        CodecRegistries.fromProviders(providers(CLIENT_DEFAULT_PROVIDERS)),
        CodecRegistries.fromProviders(pojo()));
  }

  private static PojoCodecProvider pojo() {
    return PojoCodecProvider.builder()
        .automatic(true)
        .conventions(
            List.of(
                Conventions.CLASS_AND_PROPERTY_CONVENTION,
                Conventions.ANNOTATION_CONVENTION,
                Conventions.OBJECT_ID_GENERATORS,
                Conventions.SET_PRIVATE_FIELDS_CONVENTION))
        .build();
  }

  /** A default-constructed instance of each of the named providers this world holds. */
  private static List<CodecProvider> providers(List<String> names) {
    List<CodecProvider> providers = new ArrayList<>();
    for (String name : names) {
      Class<?> type = present(name);
      if (type != null) {
        providers.add(instance(type));
      }
    }
    return providers;
  }

  /** The named providers this world's bson lacks, in their order; empty for bson 4.8 and later. */
  static List<String> missing(List<String> names) {
    return names.stream()
        .filter(name -> present(name) == null)
        .map(name -> name.substring(name.lastIndexOf('.') + 1))
        .toList();
  }

  /** The class of that name in this world, or null. */
  static Class<?> present(String name) {
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
