package io.serialtck.worker.world;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.fixture.ConfigA;
import io.serialtck.worker.fixture.Probe;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorldClassLoaderTest {

  private static final ClassLoader SPI_LOADER = SerializerConfiguration.class.getClassLoader();

  @Test
  void worldLoadsItsOwnCopyOfClassesOnItsClassPath() throws Exception {
    try (WorldClassLoader first = world("first", testClasses());
        WorldClassLoader second = world("second", testClasses())) {
      Class<?> inFirst = Class.forName(Probe.class.getName(), true, first);
      Class<?> inSecond = Class.forName(Probe.class.getName(), true, second);

      assertThat(inFirst).isNotSameAs(Probe.class).isNotSameAs(inSecond);
      assertThat(inFirst.getClassLoader()).isSameAs(first);
      assertThat(inFirst.getField("loads").getInt(null))
          .as("static state is per world")
          .isEqualTo(1);
    }
  }

  @Test
  void onlyTheSpiAndJavaPackagesAreShared() throws Exception {
    try (WorldClassLoader world = world("w", testClasses())) {
      assertThat(world.loadClass(SerializerConfiguration.class.getName()))
          .isSameAs(SerializerConfiguration.class);
      assertThat(world.loadClass("java.lang.String")).isSameAs(String.class);
      assertThat(world.loadClass(ConfigA.class.getName())).isNotSameAs(ConfigA.class);
      assertThat(world.loadClass("javax.naming.Context"))
          .as("JDK classes outside java.* come from the platform loader")
          .isSameAs(javax.naming.Context.class);
    }
  }

  @Test
  void generatedClassesAreDefinedOnDemandIntoALiveWorld() throws Exception {
    try (WorldClassLoader world = world("empty", List.of())) {
      assertThatThrownBy(() -> world.loadClass(Probe.class.getName()))
          .isInstanceOf(ClassNotFoundException.class);

      world.addClasses(Map.of(Probe.class.getName(), bytesOf(Probe.class)));

      Class<?> defined = world.loadClass(Probe.class.getName());
      assertThat(defined.getClassLoader()).isSameAs(world);
      assertThat(world.hasGenerated(Probe.class.getName())).isTrue();
    }
  }

  @Test
  void aSecondShapeUnderTheSameNameIsRefused() throws Exception {
    try (WorldClassLoader world = world("w", List.of())) {
      world.addClasses(Map.of("a.B", bytesOf(Probe.class)));
      world.addClasses(Map.of("a.B", bytesOf(Probe.class)));

      assertThatThrownBy(() -> world.addClasses(Map.of("a.B", bytesOf(ConfigA.class))))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("a.B")
          .hasMessageContaining("another shape");
    }
  }

  @Test
  void configurationsAreFoundWithServiceLoaderAndDuplicateIdsAreAnError(@TempDir Path services)
      throws Exception {
    Path file = services.resolve("META-INF/services/" + SerializerConfiguration.class.getName());
    Files.createDirectories(file.getParent());
    Files.writeString(file, ConfigA.class.getName() + "\n");
    try (WorldClassLoader world = world("one", List.of(services, testClasses().get(0)))) {
      assertThat(ConfigurationLookup.byId(world, "same-id").getClass().getClassLoader())
          .isSameAs(world);
      assertThatThrownBy(() -> ConfigurationLookup.byId(world, "other"))
          .hasMessageContaining("no configuration 'other'")
          .hasMessageContaining("same-id");
    }

    Files.writeString(file, ConfigA.class.getName() + "\nio.serialtck.worker.fixture.ConfigB\n");
    try (WorldClassLoader world = world("two", List.of(services, testClasses().get(0)))) {
      assertThatThrownBy(() -> ConfigurationLookup.all(world))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("duplicate configuration id 'same-id'")
          .hasMessageContaining("ConfigA")
          .hasMessageContaining("ConfigB");
    }
  }

  private static WorldClassLoader world(String name, List<Path> classpath) {
    return new WorldClassLoader(name, classpath, SPI_LOADER);
  }

  static List<Path> testClasses() throws URISyntaxException {
    return List.of(
        Path.of(Probe.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
  }

  static byte[] bytesOf(Class<?> type) throws IOException {
    String resource = type.getName().replace('.', '/') + ".class";
    try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
      return in.readAllBytes();
    }
  }
}
