package io.serialtck.report;

import io.serialtck.report.html.HtmlReport;
import io.serialtck.tck.results.ResultsDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes the reports rendered from one {@code results.json} beside it. */
public final class ReportFiles {

  private ReportFiles() {}

  /**
   * Writes {@code matrix.md}, {@code index.html} and {@code results.csv} into {@code dir} (made if
   * missing, files replaced), all UTF-8.
   *
   * @return the files written, in that order
   */
  public static List<Path> write(ResultsDocument results, Path dir) {
    try {
      Files.createDirectories(dir);
      return List.of(
          Files.writeString(dir.resolve("matrix.md"), MarkdownReport.render(results)),
          Files.writeString(dir.resolve("index.html"), HtmlReport.render(results)),
          Files.writeString(dir.resolve("results.csv"), CsvReport.render(results)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the reports into " + dir, e);
    }
  }
}
