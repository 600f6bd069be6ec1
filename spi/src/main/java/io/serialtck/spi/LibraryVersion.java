package io.serialtck.spi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a library's version through the class loader that really loads the library, so that a
 * report names what ran, not what a build file asked for: from the {@code pom.properties} Maven
 * puts into a jar, or, for jars built otherwise, from the jar's place in a Maven repository ({@code
 * .../group/path/artifact/version/artifact-version.jar}).
 */
@Stable
public final class LibraryVersion {

  private LibraryVersion() {}

  /**
   * The version of {@code groupId:artifactId} visible to {@code loader}.
   *
   * @throws IllegalStateException when neither source names it
   */
  public static String of(ClassLoader loader, String groupId, String artifactId) {
    String resource = "META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = loader.getResourceAsStream(resource)) {
      if (in != null) {
        Properties properties = new Properties();
        properties.load(in);
        String version = properties.getProperty("version");
        if (version != null) {
          return version;
        }
      }
      return fromRepositoryPath(loader, groupId, artifactId);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Whether {@code version} comes before {@code other}, for a configuration that states its {@link
   * SerializerConfiguration#jvmFlags(int) flags} or its set-up per version range of its library
   * ({@code isBefore(libraryVersion(), "2.18")}). The versions are compared part by part, split at
   * dots and hyphens: numbers as numbers, other parts as text, a number before text, a missing part
   * as 0 ({@code 2.18} = {@code 2.18.0}, {@code 3.0.4-jdk17} after {@code 3.0.4}).
   */
  public static boolean isBefore(String version, String other) {
    String[] left = version.split("[.-]");
    String[] right = other.split("[.-]");
    for (int i = 0; i < Math.max(left.length, right.length); i++) {
      int compared = comparePart(part(left, i), part(right, i));
      if (compared != 0) {
        return compared < 0;
      }
    }
    return false;
  }

  private static String part(String[] parts, int index) {
    return index < parts.length ? parts[index] : "0";
  }

  private static int comparePart(String left, String right) {
    boolean leftNumber = left.chars().allMatch(Character::isDigit) && !left.isEmpty();
    boolean rightNumber = right.chars().allMatch(Character::isDigit) && !right.isEmpty();
    if (leftNumber && rightNumber) {
      return new java.math.BigInteger(left).compareTo(new java.math.BigInteger(right));
    }
    if (leftNumber != rightNumber) {
      return leftNumber ? -1 : 1;
    }
    return left.compareTo(right);
  }

  private static String fromRepositoryPath(ClassLoader loader, String groupId, String artifactId)
      throws IOException {
    Pattern layout =
        Pattern.compile(
            Pattern.quote("/" + groupId.replace('.', '/') + "/" + artifactId + "/")
                + "([^/]+)/"
                + Pattern.quote(artifactId + "-")
                + "\\1(-[^/]*)?\\.jar!/");
    for (URL manifest : Collections.list(loader.getResources("META-INF/MANIFEST.MF"))) {
      Matcher matcher = layout.matcher(manifest.toString());
      if (matcher.find()) {
        return matcher.group(1);
      }
    }
    throw new IllegalStateException(
        "no version of " + groupId + ":" + artifactId + " visible to " + loader);
  }
}
