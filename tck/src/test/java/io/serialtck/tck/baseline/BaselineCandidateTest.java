package io.serialtck.tck.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class BaselineCandidateTest {

  @Test
  void aRunWhoseConfigurationHasOnlyCrashesTimeoutsAndHarnessErrorsIsRefusedNamingIt() {
    ResultsDocument run =
        document(
            false,
            cell("java-standard", Outcome.CRASHED, false),
            cell("java-standard", Outcome.TIMED_OUT, false),
            cell("java-standard", Outcome.SKIPPED, true),
            cell("kryo-default", Outcome.CRASHED, false),
            cell("kryo-default", Outcome.PASS, false));

    assertThat(BaselineCandidate.problem(run))
        .hasValueSatisfying(
            problem ->
                assertThat(problem)
                    .startsWith("java-standard has no cell but harness errors, crashes or timeouts")
                    .doesNotContain("kryo-default"));
  }

  @Test
  void aRunWithAnyOtherOutcomePerConfigurationIsAccepted() {
    ResultsDocument run =
        document(
            false,
            cell("java-standard", Outcome.CRASHED, false),
            cell("java-standard", Outcome.REJECTED, false));

    assertThat(BaselineCandidate.problem(run)).isEmpty();
  }

  @Test
  void anIncompleteRunIsRefused() {
    ResultsDocument run = document(true, cell("java-standard", Outcome.PASS, false));

    assertThat(BaselineCandidate.problem(run))
        .hasValueSatisfying(problem -> assertThat(problem).contains("did not finish (1 cells)"));
  }

  private static ResultsDocument document(boolean incomplete, CellResult... cells) {
    return new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-11-23T00:00:00Z", 1, "17.0.15", 42, 20, null),
            List.of(),
            List.of(cells),
            new ResultsDocument.Timing(0, 0, 0, 0, List.of()))
        .withCells(List.of(cells), incomplete);
  }

  private static int scenario;

  private static CellResult cell(String configuration, Outcome outcome, boolean harnessError) {
    scenario++;
    return CellResult.builder(configuration, "evolution", "s" + scenario, Direction.BACKWARD)
        .outcome(outcome)
        .detail("detail")
        .sides(null)
        .harnessError(harnessError)
        .build();
  }
}
