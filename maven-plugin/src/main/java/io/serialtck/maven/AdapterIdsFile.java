package io.serialtck.maven;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes which adapter artifact registers which configuration id, asked of the built adapters
 * (their {@code target/serialtck-world.classpath}); run by the plugin's own build, so that {@link
 * BuiltInAdapters} knows the ids without loading any adapter. Not part of the goal.
 */
public final class AdapterIdsFile {

  private AdapterIdsFile() {}

  /**
   * @param args the kit's {@code adapters} folder, then the properties file to write
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: AdapterIdsFile ADAPTERS_FOLDER OUTPUT_FILE");
    }
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(Path.of(args[0])), Runtime.version().feature());
    Map<String, String> artifactById = new TreeMap<>();
    registered.forEach(
        (id, configuration) ->
            artifactById.put(id, BuiltInAdapters.ARTIFACT_PREFIX + configuration.source()));
    StringBuilder text = new StringBuilder("# configuration id = adapter artifactId\n");
    artifactById.forEach(
        (id, artifact) -> text.append(id).append('=').append(artifact).append('\n'));
    Path output = Path.of(args[1]);
    Files.createDirectories(output.getParent());
    Files.writeString(output, text);
  }
}
