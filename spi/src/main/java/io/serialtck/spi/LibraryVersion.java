package io.serialtck.spi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Reads a library's version from the {@code pom.properties} Maven puts into its jar, through the
 * class loader that really loads the library, so that a report names what ran, not what a build
 * file asked for.
 */
public final class LibraryVersion {

  private LibraryVersion() {}

  /**
   * The version of {@code groupId:artifactId} visible to {@code loader}.
   *
   * @throws IllegalStateException when the jar carries no {@code pom.properties}
   */
  public static String of(ClassLoader loader, String groupId, String artifactId) {
    String resource = "META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = loader.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no " + resource + " visible to " + loader);
      }
      Properties properties = new Properties();
      properties.load(in);
      String version = properties.getProperty("version");
      if (version == null) {
        throw new IllegalStateException(resource + " has no version");
      }
      return version;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
