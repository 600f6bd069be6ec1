package io.serialtck.tck.resolve;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The Maven artifact a jar is, read from the {@code META-INF/maven/<groupId>/<artifactId>/
 * pom.properties} Maven puts into the jars it builds, wherever the jar lies: a team's {@code
 * --classpath} need not be a Maven repository. A jar that holds several (a shaded jar) is the one
 * whose artifact id its file name starts with.
 *
 * @param groupId the group
 * @param artifactId the artifact
 * @param version the version
 */
public record JarArtifact(String groupId, String artifactId, String version) {

  /**
   * The artifact of a jar, or empty for a folder, a jar without Maven's properties, or one that
   * cannot be read.
   */
  public static Optional<JarArtifact> of(Path jar) {
    if (!Files.isRegularFile(jar) || !jar.getFileName().toString().endsWith(".jar")) {
      return Optional.empty();
    }
    List<JarArtifact> found = new ArrayList<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      Enumeration<? extends ZipEntry> entries = file.entries();
      while (entries.hasMoreElements()) {
        ZipEntry entry = entries.nextElement();
        String name = entry.getName();
        if (name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties")) {
          Properties properties = new Properties();
          try (InputStream in = file.getInputStream(entry)) {
            properties.load(in);
          }
          String group = properties.getProperty("groupId");
          String artifact = properties.getProperty("artifactId");
          String version = properties.getProperty("version");
          if (group != null && artifact != null && version != null) {
            found.add(new JarArtifact(group, artifact, version));
          }
        }
      }
    } catch (IOException e) {
      return Optional.empty();
    }
    if (found.size() == 1) {
      return Optional.of(found.get(0));
    }
    String fileName = jar.getFileName().toString();
    return found.stream().filter(a -> fileName.startsWith(a.artifactId() + "-")).findFirst();
  }

  /** {@code groupId:artifactId}, what two versions of one library share. */
  public String key() {
    return groupId + ":" + artifactId;
  }
}
