package io.serialtck.junit;

import io.serialtck.report.ReportFiles;
import io.serialtck.tck.results.ReportWriter;
import io.serialtck.tck.results.ResultsDocument;
import java.nio.file.Path;
import java.util.List;

/**
 * The kit's reports for a JUnit run ({@code SerialTckMatrix}): {@code matrix.md} and its {@code
 * matrix/} folder, {@code index.html} and the {@code index-data/} folder it loads, and {@code
 * results.csv}, written by {@link ReportFiles} beside {@code results.json}. Found by {@link
 * java.util.ServiceLoader} as a {@link ReportWriter}.
 */
public final class MatrixReportFiles implements ReportWriter {

  /** Called by {@link java.util.ServiceLoader}. */
  public MatrixReportFiles() {}

  @Override
  public List<Path> write(ResultsDocument results, Path dir) {
    return ReportFiles.write(results, dir);
  }
}
