package io.serialtck.maven;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The class paths the goal takes from the team's project: its own release (the after side) and the
 * world of its own configurations (the {@code project} adapter).
 */
final class ProjectClasspaths {

  /** Where a team registers its own configurations, in its test classes. */
  static final String SERVICES_FILE = "META-INF/services/io.serialtck.spi.SerializerConfiguration";

  private final Path mainOutput;
  private final Path testOutput;
  private final List<Path> runtimeClasspath;
  private final List<Path> testClasspath;
  private final Optional<Path> spiJar;

  /**
   * @param runtimeClasspath the project's runtime class path elements (its main output first)
   * @param testClasspath the project's test class path elements (both outputs and every scope)
   * @param spiJar the {@code serialtck-spi} jar the project compiles its configurations against, if
   *     it depends on it: worlds share the kit's own copy, so it stays off a world's class path
   */
  ProjectClasspaths(
      Path mainOutput,
      Path testOutput,
      List<Path> runtimeClasspath,
      List<Path> testClasspath,
      Optional<Path> spiJar) {
    this.mainOutput = mainOutput.toAbsolutePath().normalize();
    this.testOutput = testOutput.toAbsolutePath().normalize();
    this.runtimeClasspath = normalized(runtimeClasspath);
    this.testClasspath = normalized(testClasspath);
    this.spiJar = spiJar.map(p -> p.toAbsolutePath().normalize());
  }

  /** The project's classes and their runtime dependencies: this build's release of the model. */
  List<Path> release() {
    List<Path> release = new ArrayList<>();
    release.add(mainOutput);
    runtimeClasspath.stream().filter(p -> !p.equals(mainOutput)).forEach(release::add);
    return release;
  }

  /** Whether the project's test classes register configurations of its own. */
  boolean registersConfigurations() {
    return Files.isRegularFile(testOutput.resolve(SERVICES_FILE));
  }

  /**
   * The world class path of the team's own configurations: its test classes and test class path,
   * without its main classes (a world gets the team's model from the side it plays) and without the
   * SPI.
   */
  List<Path> projectAdapter() {
    List<Path> adapter = new ArrayList<>();
    adapter.add(testOutput);
    for (Path element : testClasspath) {
      if (!element.equals(testOutput)
          && !element.equals(mainOutput)
          && !spiJar.map(element::equals).orElse(false)) {
        adapter.add(element);
      }
    }
    return adapter;
  }

  private static List<Path> normalized(List<Path> paths) {
    return paths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
  }
}
