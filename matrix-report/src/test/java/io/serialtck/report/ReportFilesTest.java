package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.results.ResultsDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportFilesTest {

  @Test
  void writesTheThreeReportsIntoTheDirectoryMakingItIfNeeded(@TempDir Path temp)
      throws IOException {
    ResultsDocument results = SampleResults.document();
    Path dir = temp.resolve("reports");

    List<Path> written = ReportFiles.write(results, dir);

    assertThat(written)
        .containsExactly(
            dir.resolve("matrix.md"), dir.resolve("index.html"), dir.resolve("results.csv"));
    assertThat(Files.readString(written.get(0))).isEqualTo(MarkdownReport.render(results));
    assertThat(Files.readString(written.get(1))).startsWith("<!DOCTYPE html>").contains("lib-b");
    assertThat(Files.readString(written.get(2))).isEqualTo(CsvReport.render(results));
  }
}
