package io.serialtck.tck.resolve;

import java.util.Objects;

/**
 * The Maven coordinates of one version of a library, {@code groupId:artifactId:version}.
 *
 * @param groupId the Maven group, e.g. {@code com.esotericsoftware}
 * @param artifactId the Maven artifact, e.g. {@code kryo}
 * @param version the exact version, e.g. {@code 5.5.0}
 */
public record LibraryCoordinates(String groupId, String artifactId, String version) {

  public LibraryCoordinates {
    requirePart(groupId, "groupId");
    requirePart(artifactId, "artifactId");
    requirePart(version, "version");
  }

  /**
   * Reads {@code groupId:artifactId:version}.
   *
   * @throws IllegalArgumentException when the text has not exactly three non-blank parts
   */
  public static LibraryCoordinates parse(String text) {
    Objects.requireNonNull(text, "coordinates");
    String[] parts = text.strip().split(":", -1);
    if (parts.length != 3 || text.isBlank()) {
      throw new IllegalArgumentException(
          "'" + text + "' is not library coordinates groupId:artifactId:version");
    }
    try {
      return new LibraryCoordinates(parts[0], parts[1], parts[2]);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "'" + text + "' is not library coordinates groupId:artifactId:version: " + e.getMessage(),
          e);
    }
  }

  /** The library without version, {@code groupId:artifactId}, as a configuration names it. */
  public String library() {
    return groupId + ":" + artifactId;
  }

  @Override
  public String toString() {
    return groupId + ":" + artifactId + ":" + version;
  }

  private static void requirePart(String value, String name) {
    if (value == null || value.isBlank() || !value.equals(value.strip()) || value.contains(":")) {
      throw new IllegalArgumentException(name + " must be a non-blank word without ':'");
    }
  }
}
