package io.serialtck.report.compare;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineEntry;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.release.ReleaseModes;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The gate of a comparison, as the kit's own: with a baseline, every cell whose outcome or mode
 * differs from it, every cell it does not list (an unlisted pass too) and every entry that no cell
 * matches, a configuration or root the run left out included; without one, every cell that does not
 * pass, and every passing cell whose values left a change not checked. Either way a cell that
 * measures nothing ({@code NO_ROUND_TRIP}, {@code INCONCLUSIVE}) or drops a removed field's values
 * passes only where the baseline (or, for a removal, the team's declaration) accepted it with a
 * reason, and a cell where no value of a class of the team could be made fails until the team gives
 * samples of it.
 */
final class CompareGate {

  private CompareGate() {}

  /**
   * What the gate found.
   *
   * @param againstBaseline whether there was a baseline folder to compare with
   * @param differences the cells and entries that differ
   * @param unexplained cells that fail although the baseline accepts them: it gives no reason where
   *     one is needed (a cell that measures nothing or drops a removed field's values), or no value
   *     of a class of the cell could be made; one line each, with its cell
   */
  record Gated(
      boolean againstBaseline,
      List<BaselineDifference> differences,
      List<Unexplained> unexplained) {

    int count() {
      return differences.size() + unexplained.size();
    }
  }

  /** A cell that fails the gate although its baseline line accepts its outcome, and why. */
  record Unexplained(CellKey key, String line) {}

  /**
   * @param acceptedRemovals removed fields the team accepts dropping (field to reason): a cell that
   *     drops another one's values fails the gate unless its baseline line gives a reason
   */
  static Gated check(
      ResultsDocument results,
      Optional<Path> baselineRoot,
      int jdkFeature,
      Map<String, String> acceptedRemovals) {
    if (baselineRoot.isEmpty() || !Files.isDirectory(baselineRoot.get())) {
      return new Gated(false, notPassing(results.cells(), acceptedRemovals), List.of());
    }
    Baseline baseline;
    try {
      baseline = Baseline.load(baselineRoot.get(), jdkFeature);
    } catch (BaselineException e) {
      throw new CompareException(e.getMessage(), e);
    }
    String mismatch =
        baseline
            .settings()
            .mismatch(results.run().seed(), results.run().tries(), results.run().explore());
    if (mismatch != null) {
      throw new CompareException(
          "this run cannot be compared with the baseline in "
              + baselineRoot.get()
              + ": "
              + mismatch);
    }
    List<CellKey> planned = results.cells().stream().map(CellKey::of).toList();
    List<Unexplained> unexplained = new ArrayList<>();
    for (CellResult cell : results.cells()) {
      unmade(cell).ifPresent(line -> unexplained.add(new Unexplained(CellKey.of(cell), line)));
      List<String> unaccepted = unacceptedRemovals(cell, acceptedRemovals);
      if (!unaccepted.isEmpty()
          && baseline.expected(CellKey.of(cell)).map(e -> e.reason().isEmpty()).orElse(false)) {
        unexplained.add(
            new Unexplained(
                CellKey.of(cell),
                cell.configuration()
                    + " "
                    + CellKey.of(cell).path()
                    + ": the baseline accepts it without a reason, but it drops the values of "
                    + String.join(", ", unaccepted)
                    + "; "
                    + ACCEPT_REMOVAL_HOW));
      }
      if (!cell.outcome().isMeasured()) {
        baseline
            .expected(CellKey.of(cell))
            .filter(expected -> expected.accepts(BaselineEntry.of(cell)))
            .filter(expected -> expected.reason().isEmpty())
            .ifPresent(
                expected ->
                    unexplained.add(
                        new Unexplained(
                            CellKey.of(cell),
                            cell.configuration()
                                + " "
                                + CellKey.of(cell).path()
                                + ": the baseline accepts "
                                + expected.render()
                                + " without a reason, but the cell measures nothing — "
                                + cell.detail())));
      }
    }
    // every configuration of the baseline is in scope: one the run left out is a difference
    return new Gated(
        true,
        BaselineComparison.compare(baseline, results.cells(), planned, configuration -> true),
        unexplained);
  }

  /** How a team accepts a removed field, said where one fails the gate. */
  static final String ACCEPT_REMOVAL_HOW =
      "accept a removal with its reason: --accept-removal CLASS.FIELD \"REASON\" (the plugin:"
          + " <acceptedRemovals><acceptedRemoval>CLASS.FIELD=REASON</acceptedRemoval>)";

  private static List<BaselineDifference> notPassing(
      List<CellResult> cells, Map<String, String> acceptedRemovals) {
    List<BaselineDifference> differences = new ArrayList<>();
    for (CellResult cell : cells) {
      List<String> unaccepted = unacceptedRemovals(cell, acceptedRemovals);
      boolean unchecked =
          cell.mode().contains(ReleaseModes.NOT_CHECKED)
              || !unaccepted.isEmpty()
              || !ReleaseModes.unmadeClasses(cell.mode()).isEmpty();
      if (cell.outcome() != Outcome.PASS || cell.harnessError() || unchecked) {
        String detail = cell.harnessError() ? "harness error: " + cell.detail() : cell.detail();
        if (!unaccepted.isEmpty()) {
          detail =
              "drops the values of "
                  + String.join(", ", unaccepted)
                  + " ("
                  + ACCEPT_REMOVAL_HOW
                  + ") — "
                  + detail;
        }
        differences.add(
            new BaselineDifference(CellKey.of(cell), null, BaselineEntry.of(cell), detail));
      }
    }
    return differences;
  }

  /** The removed fields whose values the cell drops and the team did not accept dropping. */
  static List<String> unacceptedRemovals(CellResult cell, Map<String, String> acceptedRemovals) {
    return ReleaseModes.droppedFields(cell.mode()).stream()
        .filter(field -> !acceptedRemovals.containsKey(field))
        .toList();
  }

  /** A cell some of whose classes refused every value the kit made: it fails until samples. */
  private static Optional<String> unmade(CellResult cell) {
    List<String> classes = ReleaseModes.unmadeClasses(cell.mode());
    if (classes.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        cell.configuration()
            + " "
            + CellKey.of(cell).path()
            + ": no value of "
            + String.join(", ", classes)
            + " could be made, so what it holds was not measured — "
            + cell.detail());
  }
}
