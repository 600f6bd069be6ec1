package io.serialtck.tck.discovery;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * A JDK installation the workers run on.
 *
 * @param home its folder, which holds {@code bin/java} and the {@code release} file
 * @param version the {@code JAVA_VERSION} of its release file, e.g. {@code 25.0.1}
 */
public record Jdk(Path home, String version) {

  /** Reads a JDK folder, or fails naming what is missing. */
  public static Jdk at(Path home) {
    Path java = home.resolve("bin").resolve("java");
    Path release = home.resolve("release");
    if (!Files.isExecutable(java) || !Files.isRegularFile(release)) {
      throw new IllegalArgumentException(
          "not a JDK folder (needs bin/java and release): " + home.toAbsolutePath());
    }
    Properties properties = new Properties();
    try (var in = Files.newBufferedReader(release)) {
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String version = properties.getProperty("JAVA_VERSION", "").replace("\"", "");
    if (version.isEmpty()) {
      throw new IllegalArgumentException("no JAVA_VERSION in " + release);
    }
    return new Jdk(home, version);
  }

  /** The JDK this JVM runs on. */
  public static Jdk current() {
    return at(Path.of(System.getProperty("java.home")));
  }

  /** The feature version: 17, 25, ... */
  public int feature() {
    String first = version.split("[.+-]")[0];
    return Integer.parseInt(first);
  }
}
