package io.serialtck.maven;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * The kit's built-in configurations: which adapter artifact ({@code
 * io.serialtck:serialtck-adapter-*}) registers each id, as the plugin's build recorded it ({@link
 * AdapterIdsFile}).
 */
final class BuiltInAdapters {

  static final String GROUP_ID = "io.serialtck";
  static final String ARTIFACT_PREFIX = "serialtck-adapter-";
  static final String RESOURCE = "adapter-ids.properties";

  private final Map<String, String> artifactById;

  BuiltInAdapters(Map<String, String> artifactById) {
    this.artifactById = new TreeMap<>(artifactById);
  }

  /** The table written into the plugin jar by its build. */
  static BuiltInAdapters load() {
    try (InputStream in = BuiltInAdapters.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(
            "the plugin jar holds no " + RESOURCE + ": it was not built by its own POM");
      }
      Properties properties = new Properties();
      properties.load(in);
      Map<String, String> table = new TreeMap<>();
      properties.forEach((id, artifact) -> table.put((String) id, (String) artifact));
      return new BuiltInAdapters(table);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
  }

  boolean isBuiltIn(String id) {
    return artifactById.containsKey(id);
  }

  /** Every built-in id, sorted. */
  Set<String> ids() {
    return artifactById.keySet();
  }

  /** The adapter artifactIds registering the given built-in ids, each once, in the ids' order. */
  Set<String> artifactsFor(Collection<String> ids) {
    Set<String> artifacts = new LinkedHashSet<>();
    for (String id : ids) {
      String artifact = artifactById.get(id);
      if (artifact != null) {
        artifacts.add(artifact);
      }
    }
    return artifacts;
  }

  /** Every adapter artifactId, each once. */
  Set<String> allArtifacts() {
    return new LinkedHashSet<>(artifactById.values());
  }
}
