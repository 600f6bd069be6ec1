package io.serialtck.adapters.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.CompiledSetUp;
import io.serialtck.testkit.SetUpSource;
import java.nio.file.Path;
import java.util.List;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The set-up variant {@code default-registry}: a record goes through MongoDB's record codec, which
 * the configuration's own registry does not hold. Where bson lacks it (before 4.6), the kit's
 * upgrade tests show the variant is not offered ({@code VersionedWorldTest}).
 */
class MongoBsonDefaultRegistryTest {

  /** A public record, as the record codec needs one; a nested record and a list in it. */
  public record Point(int x, String label, List<String> tags, Inner inner) {}

  /** The nested record. */
  public record Inner(long id) {}

  private static SerializerConfiguration variant() {
    return new MongoBsonPojoConfiguration().variant("default-registry");
  }

  @Test
  void isDeclaredWithWhatItChanges() {
    MongoBsonPojoConfiguration configuration = new MongoBsonPojoConfiguration();

    assertThat(configuration.variants())
        .containsOnlyKeys("default-registry")
        .allSatisfy(
            (name, change) ->
                assertThat(change)
                    .contains("MongoClientSettings.getDefaultCodecRegistry()")
                    .contains("RecordCodecProvider"));
    assertThat(configuration.companionArtifacts()).containsExactly("org.mongodb:bson-record-codec");
    assertThat(variant().id()).isEqualTo("bson-mongodb~default-registry");
    assertThat(variant().libraryVersion()).isEqualTo(configuration.libraryVersion());
    assertThat(variant().description())
        .startsWith("CodecRegistries.fromRegistries(CodecRegistries.fromProviders(")
        .contains("BsonCodecProvider, RecordCodecProvider, EnumCodecProvider)")
        .contains("DBRefCodecProvider, DBObjectCodecProvider, GeoJsonCodecProvider")
        .contains("ExpressionCodecProvider, KotlinCodecProvider");
  }

  @Test
  void aRecordRoundTripsThroughTheRecordCodec() throws Exception {
    Point original = new Point(7, "seven", List.of("a", "b"), new Inner(42L));

    byte[] bytes = variant().write(original);
    Object copy = variant().read(bytes, Point.class);

    assertThat(copy).isEqualTo(original);
  }

  /**
   * The variant's set-up source, which reproducers copy, writes a record as the variant does and
   * reads it back: the base fixtures {@link MongoBsonPojoDefaultRegistrySetUpTest} compares hold no
   * record.
   */
  @Test
  void theSetUpSourceWritesARecordAsTheVariant(@TempDir Path folder) throws Exception {
    Point original = new Point(7, "seven", List.of("a", "b"), new Inner(42L));
    CompiledSetUp setUp =
        SetUpSource.of(variant())
            .compile(
                folder,
                System.getProperty(
                    "surefire.test.class.path", System.getProperty("java.class.path")),
                getClass().getClassLoader());
    List<Class<?>> classes = List.of(Point.class, Inner.class);

    byte[] bytes = setUp.instance(classes).write(original);

    assertThat(bytes).isEqualTo(variant().write(original));
    assertThat(setUp.instance(classes).read(bytes, Point.class)).isEqualTo(original);
  }

  /** The configuration's own registry gives a record to the POJO codec, which cannot make one. */
  @Test
  void theOwnSetUpDoesNotAskTheRecordCodec() {
    Point original = new Point(7, "seven", List.of("a"), new Inner(42L));

    assertThatThrownBy(
            () -> {
              MongoBsonPojoConfiguration own = new MongoBsonPojoConfiguration();
              own.read(own.write(original), Point.class);
            })
        .isInstanceOf(CodecConfigurationException.class);
  }

  @Test
  void anotherNameIsRefused() {
    assertThatThrownBy(() -> new MongoBsonPojoConfiguration().variant("records"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bson-mongodb has no set-up variant 'records'")
        .hasMessageContaining("default-registry");
  }
}
