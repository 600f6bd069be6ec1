package io.serialtck.tck.junit;

import io.serialtck.tck.results.ReportWriter;
import io.serialtck.tck.results.ResultsDocument;
import java.nio.file.Path;
import java.util.ServiceLoader;

/**
 * The reports beside a JUnit run's {@code results.json}: every {@link ReportWriter} on the test
 * class path writes its own.
 */
final class MatrixReports {

  private MatrixReports() {}

  /**
   * Calls every {@link ReportWriter} found, in {@code dir}.
   *
   * @return where the reports are, for the console
   */
  static String write(ResultsDocument results, Path dir) {
    int writers = 0;
    for (ReportWriter writer :
        ServiceLoader.load(ReportWriter.class, SerialTckMatrix.class.getClassLoader())) {
      writer.write(results, dir);
      writers++;
    }
    return writers == 0
        ? "results in "
            + dir.resolve("results.json")
            + " (matrix.md, index.html and results.csv come with serialtck-junit on the test"
            + " class path)"
        : "reports in " + dir;
  }
}
