package io.serialtck.report.compare;

import io.serialtck.tck.discovery.AdapterCatalog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * The logistics event model of {@code examples/logistics} (its README lists the changes), each
 * release compiled from the example's sources as the team's build would, against the {@code
 * jackson-annotations} jar of the kit's Jackson adapter.
 */
final class LogisticsReleases {

  /** The model's package. */
  static final String PACKAGE = "com.example.logistics.";

  /** The team's sample provider, in every release. */
  static final String SAMPLES = PACKAGE + "LogisticsSamples";

  private LogisticsReleases() {}

  /** Compiles release {@code version} into {@code folder}/{@code version}: its label. */
  static Path compile(Path folder, String version) {
    Path sources = Path.of("..", "examples", "logistics", version, "src", "main", "java");
    Path classes = folder.resolve(version);
    try {
      Files.createDirectories(classes);
      List<String> arguments =
          new ArrayList<>(
              List.of(
                  "-d",
                  classes.toString(),
                  "-cp",
                  annotationsJar().toString(),
                  "-encoding",
                  "UTF-8"));
      try (Stream<Path> files = Files.walk(sources)) {
        files.filter(f -> f.toString().endsWith(".java")).forEach(f -> arguments.add(f.toString()));
      }
      if (ToolProvider.getSystemJavaCompiler()
              .run(null, null, System.err, arguments.toArray(String[]::new))
          != 0) {
        throw new IllegalStateException("release " + version + " of the example does not compile");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return classes;
  }

  /** The side of a compiled release: its classes, then the annotations it compiles against. */
  static CompareSide side(Path classes) {
    return new CompareSide(classes.getFileName().toString(), List.of(classes, annotationsJar()));
  }

  /** The kit's adapters the model is compared with. */
  static Map<String, List<Path>> adapters() {
    Map<String, List<Path>> built =
        AdapterCatalog.adapterClasspaths(
            Path.of(System.getProperty("serialtck.adapters", "../adapters")));
    return Map.of(
        "java-standard", built.get("java-standard"),
        "jackson", built.get("jackson"),
        "jackson3", built.get("jackson3"),
        "kryo", built.get("kryo"),
        "fory", built.get("fory"));
  }

  private static Path annotationsJar() {
    return AdapterCatalog.adapterClasspaths(
            Path.of(System.getProperty("serialtck.adapters", "../adapters")))
        .get("jackson")
        .stream()
        .filter(p -> p.getFileName().toString().startsWith("jackson-annotations-"))
        .findFirst()
        .orElseThrow();
  }
}
