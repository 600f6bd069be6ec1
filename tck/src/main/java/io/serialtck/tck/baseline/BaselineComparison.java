package io.serialtck.tck.baseline;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Compares a run's cells with a baseline, both ways: a cell whose outcome or failure mode differs
 * (better or worse; a {@code REJECTED} by another exception is a difference) or that the baseline
 * lacks, and a baseline entry that matches no cell of the plan, so the baseline cannot go stale.
 */
public final class BaselineComparison {

  private BaselineComparison() {}

  /**
   * @param cells the cells the run recorded
   * @param planned every cell the run's plan has for its configurations, including the cells of
   *     other shards when the run is one shard (their entries are not stale)
   * @param inScope the configurations whose baseline entries this run answers for
   */
  public static List<BaselineDifference> compare(
      Baseline baseline,
      List<CellResult> cells,
      Collection<CellKey> planned,
      Predicate<String> inScope) {
    List<BaselineDifference> differences = new ArrayList<>();
    for (CellResult cell : cells) {
      difference(baseline, cell).ifPresent(differences::add);
    }
    Set<CellKey> plannedKeys = new HashSet<>(planned);
    for (Map.Entry<CellKey, BaselineExpectation> entry : baseline.entries().entrySet()) {
      CellKey key = entry.getKey();
      if (inScope.test(key.configuration()) && !plannedKeys.contains(key)) {
        differences.add(new BaselineDifference(key, entry.getValue(), null, ""));
      }
    }
    return differences;
  }

  /** How one cell differs from the baseline, if it does. */
  public static Optional<BaselineDifference> difference(Baseline baseline, CellResult cell) {
    CellKey key = CellKey.of(cell);
    BaselineExpectation expected = baseline.expected(key).orElse(null);
    BaselineEntry actual = BaselineEntry.of(cell);
    if (expected != null && expected.accepts(actual) && !cell.harnessError()) {
      return Optional.empty();
    }
    String detail = cell.harnessError() ? "harness error: " + cell.detail() : cell.detail();
    return Optional.of(new BaselineDifference(key, expected, actual, detail));
  }
}
