package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectClasspathsTest {

  @TempDir Path project;

  private Path classes() {
    return project.resolve("target/classes");
  }

  private Path testClasses() {
    return project.resolve("target/test-classes");
  }

  private final Path guava = Path.of("/repo/guava.jar");
  private final Path spi = Path.of("/repo/serialtck-spi.jar");
  private final Path kryo = Path.of("/repo/kryo.jar");

  private ProjectClasspaths classpaths() {
    return new ProjectClasspaths(
        classes(),
        testClasses(),
        List.of(classes(), guava),
        List.of(testClasses(), classes(), guava, spi, kryo),
        Optional.of(spi));
  }

  @Test
  void theReleaseIsTheProjectsClassesThenItsRuntimeDependencies() {
    assertThat(classpaths().release()).containsExactly(classes(), guava);
  }

  @Test
  void theProjectAdapterHasTheTestClassesWithoutTheModelAndWithoutTheSpi() {
    assertThat(classpaths().projectAdapter()).containsExactly(testClasses(), guava, kryo);
  }

  @Test
  void theProjectRegistersConfigurationsOnlyWithAServicesFile() throws IOException {
    assertThat(classpaths().registersConfigurations()).isFalse();

    Path services = testClasses().resolve(ProjectClasspaths.SERVICES_FILE);
    Files.createDirectories(services.getParent());
    Files.writeString(services, "com.example.AcmeKryoConfiguration\n");

    assertThat(classpaths().registersConfigurations()).isTrue();
  }
}
