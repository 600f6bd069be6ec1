package io.serialtck.tck.resolve;

import java.nio.file.Path;

/**
 * Tells which library a jar of a Maven repository is, from where the repository keeps it: {@code
 * group/path/artifactId/version/artifactId-version[-classifier].jar}. The repository's root does
 * not matter, so class paths written by a build with another local repository are understood too.
 */
final class RepositoryLayout {

  private RepositoryLayout() {}

  /** Whether {@code jar} is a version of {@code groupId:artifactId} kept in a Maven repository. */
  static boolean isJarOf(Path jar, String groupId, String artifactId) {
    Path file = jar.getFileName();
    Path versionDir = jar.getParent();
    if (file == null || versionDir == null || versionDir.getParent() == null) {
      return false;
    }
    Path artifactDir = versionDir.getParent();
    String version = versionDir.getFileName().toString();
    String name = file.toString();
    if (!artifactDir.getFileName().toString().equals(artifactId)
        || !name.startsWith(artifactId + "-" + version)
        || !name.endsWith(".jar")) {
      return false;
    }
    Path groupDir = artifactDir.getParent();
    String[] groupParts = groupId.split("\\.");
    for (int i = groupParts.length - 1; i >= 0; i--) {
      if (groupDir == null
          || groupDir.getFileName() == null
          || !groupDir.getFileName().toString().equals(groupParts[i])) {
        return false;
      }
      groupDir = groupDir.getParent();
    }
    return true;
  }

  /** Whether {@code jar} is a version of the library {@code coordinates} name. */
  static boolean isJarOf(Path jar, LibraryCoordinates coordinates) {
    return isJarOf(jar, coordinates.groupId(), coordinates.artifactId());
  }
}
