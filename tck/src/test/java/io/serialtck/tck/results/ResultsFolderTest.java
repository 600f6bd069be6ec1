package io.serialtck.tck.results;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's folder as reports and reproducers read it: a finished run's {@code results.json} alone;
 * for a run that did not finish, the cells of {@code results.json} and of {@code results.jsonl},
 * each once, whichever of the two files is named.
 */
class ResultsFolderTest {

  @TempDir Path dir;

  private static CellResult cell(String scenario, Outcome outcome) {
    return CellResult.builder("c", "evolution", scenario, Direction.BACKWARD)
        .outcome(outcome)
        .detail("")
        .sides(new Side("17", "1", "v1"))
        .build();
  }

  private void write(boolean incomplete, List<CellResult> written, List<CellResult> recorded)
      throws Exception {
    ResultsDocument.Run run =
        new ResultsDocument.Run(
            "2026-01-01T00:00:00Z", 12, "17.0.15", 42, 0, null, null, null, incomplete);
    ResultsJson.write(
        dir.resolve(ResultsFolder.RESULTS),
        new ResultsDocument(ResultsDocument.SCHEMA_VERSION, run, List.of(), written, null));
    Files.writeString(
        dir.resolve(ResultsFolder.CELLS),
        recorded.stream().map(ResultsJson::line).collect(Collectors.joining("\n", "", "\n")));
  }

  @Test
  void anInterruptedRunHasTheCellsOfBothFilesEachOnce() throws Exception {
    write(
        true,
        List.of(cell("a", Outcome.PASS), cell("b", Outcome.PASS)),
        List.of(cell("b", Outcome.LOSSY), cell("c", Outcome.REJECTED)));

    for (Path named :
        List.of(dir, dir.resolve(ResultsFolder.RESULTS), dir.resolve(ResultsFolder.CELLS))) {
      ResultsDocument read = ResultsFolder.read(named);

      assertThat(read.run().incomplete()).isTrue();
      assertThat(read.cells())
          .as("read from %s", named.getFileName())
          .extracting(c -> c.scenario() + " " + c.outcome())
          .containsExactly("a PASS", "b LOSSY", "c REJECTED");
    }
  }

  @Test
  void aFinishedRunIsItsResultsJsonAlone() throws Exception {
    write(false, List.of(cell("a", Outcome.PASS)), List.of(cell("c", Outcome.REJECTED)));

    assertThat(ResultsFolder.read(dir).cells())
        .extracting(CellResult::scenario)
        .containsExactly("a");
  }
}
