package io.serialtck.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryVersionTest {

  @Test
  void ordersVersionsPartByPartNumbersAsNumbers() {
    assertThat(LibraryVersion.isBefore("2.16", "2.18")).isTrue();
    assertThat(LibraryVersion.isBefore("2.9", "2.18")).isTrue();
    assertThat(LibraryVersion.isBefore("2.18", "2.18")).isFalse();
    assertThat(LibraryVersion.isBefore("2.18", "2.18.0")).isFalse();
    assertThat(LibraryVersion.isBefore("2.57", "2.18")).isFalse();
    assertThat(LibraryVersion.isBefore("3.0.4-jdk17", "2.18")).isFalse();
    assertThat(LibraryVersion.isBefore("3.0.4", "3.0.4-jdk17")).isTrue();
    assertThat(LibraryVersion.isBefore("4.7.2", "4.8")).isTrue();
    assertThat(LibraryVersion.isBefore("4.10.0", "4.8")).isFalse();
    assertThat(LibraryVersion.isBefore("1.5", "2.0")).isTrue();
  }

  @Test
  void readsPomPropertiesFirst(@TempDir Path repository) throws IOException {
    Path jar =
        jar(
            repository.resolve("any/place/lib.jar"),
            "META-INF/maven/org.example/lib/pom.properties",
            "version=1.2.3\n");

    try (URLClassLoader loader = loader(jar)) {
      assertThat(LibraryVersion.of(loader, "org.example", "lib")).isEqualTo("1.2.3");
    }
  }

  @Test
  void fallsBackToTheJarsPlaceInAMavenRepository(@TempDir Path repository) throws IOException {
    Path jar =
        jar(repository.resolve("ru/odnoklassniki/one-nio/2.3.0/one-nio-2.3.0.jar"), null, null);

    try (URLClassLoader loader = loader(jar)) {
      assertThat(LibraryVersion.of(loader, "ru.odnoklassniki", "one-nio")).isEqualTo("2.3.0");
      assertThatThrownBy(() -> LibraryVersion.of(loader, "org.other", "one-nio"))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("org.other:one-nio");
    }
  }

  private static URLClassLoader loader(Path jar) throws IOException {
    return new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
  }

  private static Path jar(Path path, String entry, String content) throws IOException {
    Files.createDirectories(path.getParent());
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
    try (OutputStream file = Files.newOutputStream(path);
        JarOutputStream out = new JarOutputStream(file, manifest)) {
      if (entry != null) {
        out.putNextEntry(new JarEntry(entry));
        out.write(content.getBytes());
        out.closeEntry();
      }
    }
    return path;
  }
}
