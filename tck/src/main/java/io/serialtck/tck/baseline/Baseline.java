package io.serialtck.tck.baseline;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The expected outcome of every cell on one JDK: {@code ROOT/run.properties} (the seed and tries of
 * the property cells) and {@code ROOT/jdk-N/CONFIGURATION.baseline}, one file per configuration.
 * Outcomes differ between JDKs (a library may not run on one), hence a folder per feature version.
 */
public final class Baseline {

  private final Path directory;
  private final BaselineSettings settings;
  private final Map<CellKey, BaselineExpectation> entries;

  private Baseline(
      Path directory, BaselineSettings settings, Map<CellKey, BaselineExpectation> entries) {
    this.directory = directory;
    this.settings = settings;
    this.entries = entries;
  }

  /** The folder of one JDK's files under a baseline root. */
  public static Path directory(Path root, int jdkFeature) {
    return root.resolve("jdk-" + jdkFeature);
  }

  /** The seed and tries of a baseline's property cells, shared by every JDK's folder. */
  public static BaselineSettings settings(Path root) {
    return BaselineSettings.read(root);
  }

  public static Baseline load(Path root, int jdkFeature) {
    BaselineSettings settings = BaselineSettings.read(root);
    Path directory = directory(root, jdkFeature);
    if (!Files.isDirectory(directory)) {
      throw new BaselineException(
          "no baseline for JDK " + jdkFeature + ": " + directory + " does not exist");
    }
    Map<CellKey, BaselineExpectation> entries = new LinkedHashMap<>();
    for (Path file : files(directory)) {
      ConfigurationBaseline read = ConfigurationBaseline.read(file);
      read.outcomes().forEach((path, outcome) -> entries.put(key(read, path), outcome));
    }
    return new Baseline(directory, settings, entries);
  }

  static List<Path> files(Path directory) {
    try (Stream<Path> listing = Files.list(directory)) {
      return listing
          .filter(f -> f.getFileName().toString().endsWith(ConfigurationBaseline.EXTENSION))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new BaselineException("cannot list " + directory + ": " + e.getMessage(), e);
    }
  }

  /** The folder this JDK's files were read from. */
  public Path directory() {
    return directory;
  }

  public BaselineSettings settings() {
    return settings;
  }

  /** The expected outcome and failure mode of a cell, if the baseline lists it. */
  public Optional<BaselineExpectation> expected(CellKey key) {
    return Optional.ofNullable(entries.get(key));
  }

  /** Every entry, file by file in name order, each file in its own order. */
  public Map<CellKey, BaselineExpectation> entries() {
    return Collections.unmodifiableMap(entries);
  }

  private static CellKey key(ConfigurationBaseline file, String path) {
    String[] parts = path.split("/", -1);
    if (parts.length != 3) {
      throw new BaselineException(
          file.configuration()
              + ConfigurationBaseline.EXTENSION
              + ": not category/scenario/direction: "
              + path);
    }
    Direction direction;
    try {
      direction = Direction.of(parts[2]);
    } catch (IllegalArgumentException e) {
      throw new BaselineException(
          file.configuration()
              + ConfigurationBaseline.EXTENSION
              + ": unknown direction in "
              + path);
    }
    return new CellKey(file.configuration(), parts[0], parts[1], direction);
  }
}
