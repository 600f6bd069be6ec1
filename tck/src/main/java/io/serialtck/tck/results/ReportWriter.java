package io.serialtck.tck.results;

import java.nio.file.Path;
import java.util.List;

/**
 * Writes reports rendered from a run's results into its report folder, beside {@code results.json}.
 * The JUnit entry point ({@link io.serialtck.tck.junit.SerialTckMatrix}) finds implementations with
 * {@link java.util.ServiceLoader} on the test class path and calls each after writing {@code
 * results.json}: the renderers live in modules that depend on this one ({@code serialtck-junit}
 * provides {@code matrix.md}, {@code index.html} and {@code results.csv}). An implementation is
 * listed in {@code META-INF/services/io.serialtck.tck.results.ReportWriter}.
 */
public interface ReportWriter {

  /**
   * Writes this writer's reports of {@code results} into {@code dir}, which already holds {@code
   * results.json}.
   *
   * @return the files and folders written
   */
  List<Path> write(ResultsDocument results, Path dir);
}
