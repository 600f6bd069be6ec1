package io.serialtck.race.engine;

import java.util.Map;

/**
 * What the race JVM said of one point besides its results.
 *
 * @param failure why the point failed (the first failing benchmark's reason, the benchmark in
 *     parentheses), or null when every benchmark was timed or lacks only a capability
 * @param missing each benchmark without a result, by method name, with its reason; a missing
 *     capability's starts with {@code no reuse: }
 */
public record PointReport(String failure, Map<String, String> missing) {

  public PointReport {
    missing = Map.copyOf(missing);
  }

  /**
   * What two race JVMs said of one point whose benchmarks they ran apart: the first failure, and
   * every benchmark either lacks.
   */
  PointReport and(PointReport other) {
    Map<String, String> both = new java.util.LinkedHashMap<>(missing);
    other.missing.forEach(both::putIfAbsent);
    return new PointReport(failure != null ? failure : other.failure, both);
  }

  /** A point with no failure and nothing missing. */
  static final PointReport DONE = new PointReport(null, Map.of());
}
