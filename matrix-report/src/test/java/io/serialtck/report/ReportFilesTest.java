package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.report.race.RaceCsv;
import io.serialtck.report.race.RaceMarkdown;
import io.serialtck.report.race.SampleRace;
import io.serialtck.tck.results.ResultsDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReportFilesTest {

  @Test
  void writesTheThreeReportsIntoTheDirectoryMakingItIfNeeded(@TempDir Path temp)
      throws IOException {
    ResultsDocument results = SampleResults.document();
    Path dir = temp.resolve("reports");

    List<Path> written = ReportFiles.write(results, dir);

    assertThat(written)
        .containsExactly(
            dir.resolve("matrix.md"),
            dir.resolve("index.html"),
            dir.resolve("results.csv"),
            dir.resolve("matrix"),
            dir.resolve("index-data"),
            dir.resolve("docs/flexibility-criteria.html"),
            dir.resolve("docs/evolution-catalogue.html"),
            dir.resolve("docs/properties.html"),
            dir.resolve("docs/hostile.html"),
            dir.resolve("docs/stateful.html"),
            dir.resolve("docs/registration-order.html"),
            dir.resolve("docs/interop.html"));
    assertThat(Files.readString(written.get(0))).isEqualTo(MarkdownReport.render(results));
    assertThat(dir.resolve("index-data/matrix-1.js"))
        .as("the matrix's rows, which link to the docs pages")
        .content()
        .contains("href=\\\"docs/flexibility-criteria.html#criterion-");
    assertThat(dir.resolve("matrix/lib-b.md"))
        .content()
        .contains("- `optional › roundtrip`: LOSSY — value: expected 1, got 0");
    assertThat(Files.readString(written.get(1))).startsWith("<!DOCTYPE html>").contains("lib-b");
    try (Stream<Path> data = Files.list(dir.resolve("index-data"))) {
      assertThat(data.map(file -> file.getFileName().toString()).sorted())
          .as("the page's matrix, a file per category here, and each configuration's details")
          .containsExactly(
              "details-1.js",
              "details-2.js",
              "details-3.js",
              "matrix-1.js",
              "matrix-2.js",
              "matrix-3.js");
    }
    assertThat(dir.resolve("index-data/details-2.js"))
        .content()
        .startsWith("serialtck.load(\"details-2.js\", {\"configuration\":[\"lib-b\"")
        .contains("value: expected 1, got 0");
    assertThat(Files.readString(written.get(2))).isEqualTo(CsvReport.render(results));
  }

  @Test
  void aRaceJsonInTheDirectoryAddsTheSpeedAndSizeSectionAndRaceCsv(@TempDir Path dir)
      throws IOException {
    ResultsDocument results = SampleResults.document();
    RaceDocument race = SampleRace.document();
    RaceJson.write(dir.resolve(RaceJson.FILE_NAME), race);

    List<Path> written = ReportFiles.write(results, dir);

    assertThat(written)
        .containsExactly(
            dir.resolve("matrix.md"),
            dir.resolve("index.html"),
            dir.resolve("results.csv"),
            dir.resolve("race.csv"),
            dir.resolve("matrix"),
            dir.resolve("index-data"),
            dir.resolve("docs/flexibility-criteria.html"),
            dir.resolve("docs/evolution-catalogue.html"),
            dir.resolve("docs/properties.html"),
            dir.resolve("docs/hostile.html"),
            dir.resolve("docs/stateful.html"),
            dir.resolve("docs/registration-order.html"),
            dir.resolve("docs/interop.html"));
    String markdown = Files.readString(written.get(0));
    assertThat(markdown).isEqualTo(MarkdownReport.render(results, Optional.of(race)));
    assertThat(markdown.indexOf("## Speed and size"))
        .isGreaterThan(markdown.indexOf("## Configurations"));
    assertThat(dir.resolve(SpeedAndSizeSection.FILE))
        .content()
        .contains("[Back to the matrix](../matrix.md)")
        .contains(RaceMarkdown.render(race));
    assertThat(Files.readString(written.get(1)))
        .contains("<section id=\"speed-and-size\" class=\"race\">")
        .contains("<a href=\"#speed-and-size\">Speed and size</a>");
    assertThat(Files.readString(written.get(3))).isEqualTo(RaceCsv.render(race));
  }

  /** An earlier, larger run's file in a folder the report fills: a configuration gone, a part. */
  @ParameterizedTest
  @CsvSource({"matrix, lib-gone.md, lib-a.md", "index-data, matrix-9.js, matrix-1.js"})
  void aNewReportReplacesTheFilesOfItsFolders(
      String folder, String earlier, String written, @TempDir Path dir) throws IOException {
    Path gone = Files.createDirectories(dir.resolve(folder)).resolve(earlier);
    Files.writeString(gone, "an earlier run's file");

    ReportFiles.write(SampleResults.document(), dir);

    assertThat(gone).doesNotExist();
    assertThat(dir.resolve(folder).resolve(written)).exists();
  }

  @Test
  void withoutARaceThereIsNoSpeedAndSizeSection(@TempDir Path dir) throws IOException {
    List<Path> written = ReportFiles.write(SampleResults.document(), dir);

    assertThat(Files.readString(written.get(0))).doesNotContain("Speed and size");
    assertThat(Files.readString(written.get(1))).doesNotContain("id=\"speed-and-size\"", "<svg");
    assertThat(dir.resolve("race.csv")).doesNotExist();
    assertThat(dir.resolve(SpeedAndSizeSection.FILE)).doesNotExist();
  }
}
