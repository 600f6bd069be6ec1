package io.serialtck.report.compare;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineEntry;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The gate of a comparison, as the kit's own: with a baseline, every cell whose outcome or mode
 * differs from it, every cell it does not list (an unlisted pass too) and every entry of the
 * compared configurations that no cell matches; without one, every cell that does not pass.
 */
final class CompareGate {

  private CompareGate() {}

  /**
   * What the gate found.
   *
   * @param againstBaseline whether there was a baseline folder to compare with
   */
  record Gated(boolean againstBaseline, List<BaselineDifference> differences) {}

  static Gated check(ResultsDocument results, Optional<Path> baselineRoot, int jdkFeature) {
    if (baselineRoot.isEmpty() || !Files.isDirectory(baselineRoot.get())) {
      return new Gated(false, notPassing(results.cells()));
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
    Set<String> compared =
        results.configurations().stream()
            .map(ResultsDocument.Configuration::id)
            .collect(Collectors.toSet());
    List<CellKey> planned = results.cells().stream().map(CellKey::of).toList();
    return new Gated(
        true, BaselineComparison.compare(baseline, results.cells(), planned, compared::contains));
  }

  private static List<BaselineDifference> notPassing(List<CellResult> cells) {
    List<BaselineDifference> differences = new ArrayList<>();
    for (CellResult cell : cells) {
      if (cell.outcome() != Outcome.PASS || cell.harnessError()) {
        String detail = cell.harnessError() ? "harness error: " + cell.detail() : cell.detail();
        differences.add(
            new BaselineDifference(CellKey.of(cell), null, BaselineEntry.of(cell), detail));
      }
    }
    return differences;
  }
}
