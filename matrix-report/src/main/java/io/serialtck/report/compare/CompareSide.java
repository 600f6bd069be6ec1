package io.serialtck.report.compare;

import java.nio.file.Path;
import java.util.List;

/**
 * One side of a comparison: a release of a team's classes.
 *
 * @param label how reports name the side, such as {@code 1.0} or {@code 1.1-SNAPSHOT}
 * @param classpath the jar or class folder holding the team's classes, then the jars they need
 *     (their dependencies); the classes are loaded in each configuration's world after the
 *     configuration's own class path
 */
public record CompareSide(String label, List<Path> classpath) {

  public CompareSide {
    if (label == null || label.isBlank()) {
      throw new IllegalArgumentException("a side needs a label");
    }
    classpath = List.copyOf(classpath);
  }
}
