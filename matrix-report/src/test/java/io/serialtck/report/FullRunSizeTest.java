package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.race.engine.Weighing;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * matrix.md stays readable on GitHub (which stops rendering Markdown at about 512 KB) for a run the
 * size of a full one, and nothing of a cell is lost: each is in its configuration's file.
 */
class FullRunSizeTest {

  private static final int CONFIGURATIONS = 23;
  private static final int CELLS_PER_CONFIGURATION = 640;
  private static final int BUDGET = 400 * 1024;
  private static final Side OLD = new Side("17.0.15", "5.6.2", "v1");
  private static final Side NEW = new Side("17.0.15", "5.6.2", "v2");
  private static final Outcome[] OUTCOMES = Outcome.values();

  @Test
  void matrixMdOfAFullRunIsUnderBudgetAndEveryCellIsInItsConfigurationsFile() {
    ResultsDocument results = fullRun();

    Map<String, String> files = MarkdownReport.files(results, Weighing.of(results));

    String main = files.get(MarkdownLayout.MAIN_FILE);
    assertThat(main.getBytes(StandardCharsets.UTF_8).length).isLessThan(BUDGET);
    assertThat(main).contains("## Podium", "## Scores", "## Speed and size");
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      String file = MarkdownLayout.detailFile(configuration.id());
      assertThat(main).contains("](" + file + ")");
      assertThat(files).containsKey(file);
    }
    assertThat(files).containsKey(SpeedAndSizeSection.FILE);
    for (CellResult cell : results.cells()) {
      assertThat(files.get(MarkdownLayout.detailFile(cell.configuration())))
          .contains(
              "- `"
                  + cell.scenario()
                  + " › "
                  + cell.direction().id()
                  + "`: "
                  + cell.outcome()
                  + (cell.detail().isEmpty() ? "\n" : " — " + asMarkdown(cell.detail()) + "\n"));
    }
  }

  /** The detail as the file writes it: GitHub shows {@code &lt;} as the {@code <} it was. */
  private static String asMarkdown(String detail) {
    return detail.replace("&", "&amp;").replace("<", "&lt;");
  }

  private static ResultsDocument fullRun() {
    List<ResultsDocument.Configuration> configurations = new ArrayList<>();
    List<CellResult> cells = new ArrayList<>();
    for (int c = 0; c < CONFIGURATIONS; c++) {
      String id = "library-" + c + "-configuration";
      configurations.add(
          new ResultsDocument.Configuration(
              id,
              "com.example:library-" + c,
              "1." + c,
              "a set-up described in a sentence",
              List.of()));
      List<String[]> scenarios = scenarios();
      for (int s = 0; s < CELLS_PER_CONFIGURATION; s++) {
        String[] scenario = scenarios.get(s % scenarios.size());
        String name = s < scenarios.size() ? scenario[0] : scenario[0] + "@sweep-" + s;
        cells.add(cell(id, name, scenario[1], Direction.valueOf(scenario[2]), c + s));
      }
    }
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 3_600_000, "17.0.15", 42),
        configurations,
        cells,
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  /** The criteria's roundtrip cells, then every catalogue kind both ways in both class styles. */
  private static List<String[]> scenarios() {
    List<String[]> scenarios = new ArrayList<>();
    for (Criterion criterion : FlexibilityCriteria.all()) {
      scenarios.add(new String[] {criterion.id(), "flexibility", "ROUNDTRIP"});
    }
    for (CatalogueKind kind : Catalogue.kinds()) {
      for (String style : List.of("", "bean:")) {
        scenarios.add(new String[] {style + kind.id(), "evolution", "BACKWARD"});
        scenarios.add(new String[] {style + kind.id(), "evolution", "FORWARD"});
      }
    }
    return scenarios;
  }

  private static CellResult cell(
      String configuration, String scenario, String category, Direction direction, int seed) {
    Outcome outcome = seed % 3 == 0 ? Outcome.PASS : OUTCOMES[seed % OUTCOMES.length];
    String detail =
        outcome == Outcome.PASS
            ? ""
            : "read: com.example.SomeLibraryException: cannot read field 'value' of"
                + " serialtck.gen."
                + scenario
                + ".Sample: expected <42> but the stream held a value of another type at"
                + " offset "
                + seed
                + "; values: count: expected 42, got 0; address.zip: expected \"12345\", got null";
    Weight weight = category.equals("flexibility") ? new Weight(100 + seed, 60 + seed) : null;
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(detail)
        .writer(direction == Direction.FORWARD ? NEW : OLD)
        .reader(direction == Direction.FORWARD ? OLD : NEW)
        .durationMicros(1000)
        .weight(outcome == Outcome.PASS ? weight : null)
        .build();
  }
}
