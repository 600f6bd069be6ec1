package io.serialtck.tck.score;

import static io.serialtck.tck.score.Cells.backward;
import static io.serialtck.tck.score.Cells.flexibility;
import static io.serialtck.tck.score.Cells.forward;
import static io.serialtck.tck.score.Cells.harnessError;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsDocumentScoresTest {

  private static final List<CellResult> CELLS =
      List.of(
          flexibility("lib-a", "enum", Outcome.PASS),
          flexibility("lib-a", "enum-with-body", Outcome.REJECTED),
          backward("lib-a", "field-added", Outcome.PASS),
          forward("lib-a", "field-added", Outcome.CORRUPTED),
          harnessError(backward("lib-b", "field-added", Outcome.PASS)),
          backward("lib-b", "int-to-long", Outcome.LOSSY));

  private static RunResult run() {
    return new RunResult(
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5, 20, null),
        List.of(
            new ConfigurationInfo("lib-a", "g:a", "1.0", "a", List.of("-Dx=1"), ""),
            new ConfigurationInfo("lib-b", "g:b", "2.0", "b", List.of(), "")),
        CELLS,
        List.of(new ConfigurationTiming("lib-a", 4, 2, 8, 1, 100)),
        new RunResult.GenerationTiming(8, 400, 300, 80));
  }

  @Test
  void theDocumentCarriesTheScoresOfItsCells() {
    ResultsDocument document = run().document();

    assertThat(document.schemaVersion()).isEqualTo(9).isEqualTo(ResultsDocument.SCHEMA_VERSION);
    assertThat(document.scores()).isEqualTo(Scores.of(CELLS));
    assertThat(document.scores())
        .extracting(ConfigurationScore::configuration)
        .containsExactly("lib-a", "lib-b");
    ConfigurationScore a = document.scores().get(0);
    assertThat(a.comparisonPoints()).as("enums 0.5, fields-added-removed 0.5").isEqualTo(1.0);
    assertThat(a.evolutionScore()).isEqualTo(0.5);
    assertThat(a.evolutionCorrupted()).isEqualTo(1);
    ConfigurationScore b = document.scores().get(1);
    assertThat(b.harnessErrors()).isEqualTo(1);
    assertThat(b.evolutionCells()).isEqualTo(1);
    assertThat(b.evolutionLossy()).isEqualTo(1);
  }

  @Test
  void resultsJsonReadsBackWhatItWrote(@TempDir Path dir) throws Exception {
    ResultsDocument document = run().document();
    Path file = dir.resolve("results.json");

    ResultsJson.write(file, document);

    String json = Files.readString(file);
    assertThat(json)
        .contains("\"schemaVersion\" : 9")
        .contains("\"scores\" : [")
        .contains("\"comparisonPoints\" : 1.0")
        .contains("\"evolutionScore\" : 0.5")
        .contains("\"points\" : null")
        .contains("\"group\" : \"enums\"")
        .contains("\"ungroupedScenarios\" : [ ]")
        .as("helper methods are not properties")
        .doesNotContain("wasRun")
        .doesNotContain("WasRun");
    assertThat(json.indexOf("\"scores\""))
        .as("scores come before the long list of cells")
        .isLessThan(json.indexOf("\"cells\""));
    assertThat(ResultsJson.read(file)).isEqualTo(document);
  }

  @Test
  void aSchemaOneFileWithoutScoresGetsThemComputedOnReading(@TempDir Path dir) throws Exception {
    ResultsDocument document = run().document();
    Path file = dir.resolve("results.json");
    ResultsJson.write(file, document);
    String json = Files.readString(file);
    int start = json.indexOf("  \"scores\" : [");
    int end = json.indexOf("  \"cells\" : [");
    Files.writeString(file, json.substring(0, start) + json.substring(end));
    assertThat(Files.readString(file)).doesNotContain("\"scores\"");

    ResultsDocument read = ResultsJson.read(file);

    assertThat(read.scores()).isEqualTo(document.scores());
  }

  @Test
  void aSchemaFourFileWithTheOldScoreNamesGetsItsScoresComputedAgain(@TempDir Path dir)
      throws Exception {
    ResultsDocument document = run().document();
    Path file = dir.resolve("results.json");
    ResultsJson.write(file, document);
    String old =
        Files.readString(file)
            .replace("\"schemaVersion\" : 9", "\"schemaVersion\" : 4")
            .replace("\"comparisonPoints\"", "\"flexibilityPoints\"")
            .replace("\"comparisonGroupsRun\"", "\"flexibilityGroupsRun\"")
            .replace("\"comparisonGroups\"", "\"flexibilityGroups\"");
    Files.writeString(file, old);

    ResultsDocument read = ResultsJson.read(file);

    assertThat(read.scores()).isEqualTo(document.scores());
    assertThat(read.scores().get(0).comparisonPoints()).isEqualTo(1.0);
  }
}
