package io.serialtck.report.compare;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineEntry;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.release.ReleaseCells;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The gate of a comparison, as the kit's own: with a baseline, every cell whose outcome or mode
 * differs from it, every cell it does not list (an unlisted pass too) and every entry that no cell
 * matches, a configuration or root the run left out included; without one, every cell that does not
 * pass, and every passing cell whose values left a change not checked or whose removed field may be
 * an undeclared rename. Either way a cell that measures nothing ({@code NO_ROUND_TRIP}, {@code
 * INCONCLUSIVE}) passes only where the baseline accepted it with a reason.
 */
final class CompareGate {

  private CompareGate() {}

  /**
   * What the gate found.
   *
   * @param againstBaseline whether there was a baseline folder to compare with
   * @param differences the cells and entries that differ
   * @param unexplained cells the baseline accepts although they measure nothing and it gives no
   *     reason, one line each
   */
  record Gated(
      boolean againstBaseline, List<BaselineDifference> differences, List<String> unexplained) {

    int count() {
      return differences.size() + unexplained.size();
    }
  }

  static Gated check(ResultsDocument results, Optional<Path> baselineRoot, int jdkFeature) {
    if (baselineRoot.isEmpty() || !Files.isDirectory(baselineRoot.get())) {
      return new Gated(false, notPassing(results.cells()), List.of());
    }
    Baseline baseline;
    try {
      baseline = Baseline.load(baselineRoot.get(), jdkFeature);
    } catch (BaselineException e) {
      throw new CompareException(e.getMessage(), e);
    }
    String mismatch = baseline.settings().mismatch(results.run().seed(), results.run().tries());
    if (mismatch != null) {
      throw new CompareException(
          "this run cannot be compared with the baseline in "
              + baselineRoot.get()
              + ": "
              + mismatch);
    }
    List<CellKey> planned = results.cells().stream().map(CellKey::of).toList();
    List<String> unexplained = new ArrayList<>();
    for (CellResult cell : results.cells()) {
      if (!cell.outcome().isMeasured()) {
        baseline
            .expected(CellKey.of(cell))
            .filter(expected -> expected.accepts(BaselineEntry.of(cell)))
            .filter(expected -> expected.reason().isEmpty())
            .ifPresent(
                expected ->
                    unexplained.add(
                        cell.configuration()
                            + " "
                            + CellKey.of(cell).path()
                            + ": the baseline accepts "
                            + expected.render()
                            + " without a reason, but the cell measures nothing — "
                            + cell.detail()));
      }
    }
    // every configuration of the baseline is in scope: one the run left out is a difference
    return new Gated(
        true,
        BaselineComparison.compare(baseline, results.cells(), planned, configuration -> true),
        unexplained);
  }

  private static List<BaselineDifference> notPassing(List<CellResult> cells) {
    List<BaselineDifference> differences = new ArrayList<>();
    for (CellResult cell : cells) {
      boolean unchecked =
          cell.mode().contains(ReleaseCells.NOT_CHECKED)
              || cell.mode().contains(ReleaseCells.POSSIBLE_RENAME);
      if (cell.outcome() != Outcome.PASS || cell.harnessError() || unchecked) {
        String detail = cell.harnessError() ? "harness error: " + cell.detail() : cell.detail();
        differences.add(
            new BaselineDifference(CellKey.of(cell), null, BaselineEntry.of(cell), detail));
      }
    }
    return differences;
  }
}
