package io.serialtck.tck.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Builds the world of {@code kryo-default} with Kryo 5.5.0 instead of the build's version and lets
 * the catalog load it; and {@code bson-mongodb}'s with bson 5.5.0 and 4.0.0, whose record codec, a
 * companion artifact, follows bson. <strong>Needs Maven Central</strong> the first time those
 * versions are not yet in the local repository; needs the adapters built ({@code ./mvnw -B
 * -DskipTests package}).
 */
class VersionedWorldTest {

  private static final int JDK = Runtime.version().feature();

  private static LibraryResolver resolver;
  private static Map<String, RegisteredConfiguration> registered;

  @BeforeAll
  static void describeAdapters() {
    resolver = new LibraryResolver();
    Map<String, List<Path>> built = TestAdapters.built();
    registered =
        AdapterCatalog.describe(
            Map.of(
                "kryo",
                built.get("kryo"),
                "java-standard",
                built.get("java-standard"),
                "mongodb-bson",
                built.get("mongodb-bson")),
            JDK);
  }

  @AfterAll
  static void stopResolver() {
    resolver.close();
  }

  @Test
  void kryoAtAnotherVersionReplacesTheBuildsKryoJars() {
    RegisteredConfiguration kryo = registered.get("kryo-default");
    assertThat(kryo.info().version()).isNotEqualTo("5.5.0");

    List<Path> classpath = new VersionedWorld(resolver).classpath(kryo, "5.5.0");

    List<String> names = classpath.stream().map(entry -> entry.getFileName().toString()).toList();
    assertThat(classpath.get(0)).isEqualTo(kryo.worldClasspath().get(0));
    assertThat(names)
        .contains("kryo-5.5.0.jar")
        .doesNotContain("kryo-" + kryo.info().version() + ".jar")
        .filteredOn(name -> name.startsWith("kryo-"))
        .hasSize(1);
    assertThat(names).filteredOn(name -> name.startsWith("objenesis-")).hasSize(1);
    assertThat(names).filteredOn(name -> name.startsWith("minlog-")).hasSize(1);
    assertThat(names).filteredOn(name -> name.startsWith("reflectasm-")).hasSize(1);
  }

  @Test
  void aWorldOnThatClassPathLoadsTheOtherVersion() {
    List<Path> classpath =
        new VersionedWorld(resolver).classpath(registered.get("kryo-default"), "5.5.0");

    RegisteredConfiguration at550 =
        AdapterCatalog.describe(Map.of("kryo-5.5.0", classpath), JDK).get("kryo-default");

    assertThat(at550.info().version()).isEqualTo("5.5.0");
    assertThat(at550.info().library()).isEqualTo("com.esotericsoftware:kryo");
  }

  /**
   * Kryo 2.x is published under another group; given as coordinates it replaces the build's Kryo
   * tree, and the kryo adapter's classes load it (they find what Kryo 5 moved by name).
   */
  @Test
  void aLibraryThatMovedGroupIsGivenAsCoordinates() {
    RegisteredConfiguration kryo = registered.get("kryo-default");

    List<Path> classpath =
        new VersionedWorld(resolver).classpath(kryo, "com.esotericsoftware.kryo:kryo:2.24.0");

    List<String> names = classpath.stream().map(entry -> entry.getFileName().toString()).toList();
    assertThat(names)
        .contains("kryo-2.24.0.jar")
        .doesNotContain("kryo-" + kryo.info().version() + ".jar")
        .filteredOn(name -> name.startsWith("objenesis-"))
        .hasSize(1);
    RegisteredConfiguration kryo2 =
        AdapterCatalog.describe(Map.of("kryo-2", classpath), JDK).get("kryo-default");
    assertThat(kryo2.info().library()).isEqualTo("com.esotericsoftware.kryo:kryo");
    assertThat(kryo2.info().version()).isEqualTo("2.24.0");
  }

  /**
   * bson-mongodb names {@code bson-record-codec} a companion of bson: a world of bson 5.5.0 holds
   * it at 5.5.0, none of the build's version, and offers the variant {@code default-registry}.
   */
  @Test
  void aCompanionArtifactComesAtTheOtherVersion() {
    RegisteredConfiguration bson = registered.get("bson-mongodb");
    assertThat(bson.info().companionArtifacts()).containsExactly("org.mongodb:bson-record-codec");
    assertThat(bson.info().version()).isNotEqualTo("5.5.0");

    List<Path> classpath = new VersionedWorld(resolver).classpath(bson, "5.5.0");

    List<String> names = classpath.stream().map(entry -> entry.getFileName().toString()).toList();
    assertThat(names)
        .contains("bson-5.5.0.jar", "bson-record-codec-5.5.0.jar")
        .filteredOn(name -> name.startsWith("bson-"))
        .hasSize(2);
    RegisteredConfiguration at550 =
        AdapterCatalog.describe(Map.of("bson-5.5.0", classpath), JDK).get("bson-mongodb");
    assertThat(at550.info().version()).isEqualTo("5.5.0");
    assertThat(at550.info().variants()).containsOnlyKeys("default-registry");
  }

  /**
   * bson 4.0.0 came before the record codec (4.6): its world holds none, rather than failing to
   * resolve one, and bson-mongodb there offers no variant.
   */
  @Test
  void aCompanionTheOtherVersionPredatesIsLeftOut() {
    List<Path> classpath =
        new VersionedWorld(resolver).classpath(registered.get("bson-mongodb"), "4.0.0");

    List<String> names = classpath.stream().map(entry -> entry.getFileName().toString()).toList();
    assertThat(names)
        .filteredOn(name -> name.startsWith("bson-"))
        .containsExactly("bson-4.0.0.jar");
    RegisteredConfiguration at400 =
        AdapterCatalog.describe(Map.of("bson-4.0.0", classpath), JDK).get("bson-mongodb");
    assertThat(at400.info().companionArtifacts()).isEmpty();
    assertThat(at400.info().variants()).isEmpty();
  }

  @Test
  void theBuildsVersionIsTheBuildsClassPath() {
    RegisteredConfiguration kryo = registered.get("kryo-default");

    assertThat(new VersionedWorld(resolver).classpath(kryo, kryo.info().version()))
        .isEqualTo(kryo.worldClasspath());
  }

  @Test
  void theJdksOwnSerializationHasNoLibraryToSwap() {
    assertThatThrownBy(
            () -> new VersionedWorld(resolver).classpath(registered.get("java-standard"), "1.0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("java-standard")
        .hasMessageContaining("java.base:java.io.ObjectOutputStream")
        .hasMessageContaining("no library version to swap");
  }
}
