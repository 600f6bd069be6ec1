package io.serialtck.tck.junit;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The baseline as one run of {@link SerialTckMatrix} sees it: loaded (or why not), whether its
 * property cells are comparable, the tests of its stale entries, and the check of each cell.
 *
 * @param update the command that rewrites the baseline from this run
 * @param extra tests of their own: a missing baseline, other settings, each stale entry
 */
record BaselineGate(
    Baseline baseline, String update, boolean propertiesComparable, List<DynamicTest> extra) {

  static BaselineGate of(
      Path root, RunOptions options, Plan plan, RunResult result, Path resultsJson) {
    if (root == null) {
      return new BaselineGate(null, null, false, List.of());
    }
    String update = updateCommand(resultsJson);
    Baseline baseline;
    try {
      baseline = Baseline.load(root, options.jdk().feature());
    } catch (BaselineException e) {
      String message = e.getMessage() + ". Write it from this run: " + update;
      return new BaselineGate(
          null, message, false, List.of(DynamicTest.dynamicTest("baseline", () -> fail(message))));
    }
    List<DynamicTest> extra = new ArrayList<>();
    String mismatch = baseline.settings().mismatch(options.seed(), plan.tries());
    if (mismatch != null) {
      extra.add(
          DynamicTest.dynamicTest(
              "baseline › settings", () -> fail("property cells are not compared: " + mismatch)));
    }
    List<CellKey> planned = new ArrayList<>();
    // the baseline also records the evolution scenarios across the named pairs, which a matrix
    // run leaves out unless asked: they are not stale
    PlannedCells cells = new PlannedCells(plan.withEvolutionsAcross(true));
    result.configurations().forEach(c -> planned.addAll(cells.cellKeys(c.id())));
    for (BaselineDifference stale :
        BaselineComparison.compare(baseline, List.of(), planned, id -> true)) {
      extra.add(
          DynamicTest.dynamicTest(
              "baseline › " + stale.key().configuration() + " › " + stale.key().path(),
              () -> fail(stale.describe() + ". " + acceptWith(update))));
    }
    return new BaselineGate(baseline, update, mismatch == null, List.copyOf(extra));
  }

  /** Fails when the cell's outcome is not the baseline's. */
  void check(CellResult cell) {
    difference(cell).ifPresent(BaselineGate::fail);
  }

  /** Why the cell fails the gate: its outcome is not the baseline's; empty when it passes. */
  Optional<String> difference(CellResult cell) {
    if (baseline == null || (!propertiesComparable && seeded(cell))) {
      return Optional.empty();
    }
    return BaselineComparison.difference(baseline, cell)
        .map(
            d ->
                "outcome differs from the baseline in "
                    + baseline.directory()
                    + ": "
                    + d.describe()
                    + ". "
                    + acceptWith(update));
  }

  /** Whether the cell's outcome depends on the run's seed and tries (its category says). */
  private static boolean seeded(CellResult cell) {
    return Categories.byId(cell.category()).map(CellCategory::seeded).orElse(false);
  }

  /**
   * One line on how the run compares with the baseline, for the console.
   *
   * @param differing how many cells differ from it ({@link #difference})
   */
  String summary(long differing) {
    if (baseline == null) {
      return update == null ? "no baseline to compare with" : "the baseline test fails: " + update;
    }
    List<String> faults = new ArrayList<>();
    if (differing > 0) {
      faults.add(
          (differing == 1 ? "1 cell differs" : differing + " cells differ")
              + " from the baseline in "
              + baseline.directory());
    }
    if (!extra.isEmpty()) {
      faults.add(
          extra.size() == 1 ? "1 baseline test fails" : extra.size() + " baseline tests fail");
    }
    if (faults.isEmpty()) {
      return "as the baseline in " + baseline.directory() + " says";
    }
    return String.join(", ", faults) + " (their failures are listed when the tests end)";
  }

  /** Fails the current test with the message alone ({@link CellFailure}). */
  static void fail(String message) {
    throw new CellFailure(message);
  }

  Stream<DynamicTest> baselineTests() {
    return extra.stream();
  }

  private static String updateCommand(Path resultsJson) {
    return BaselineWriter.UPDATE_COMMAND + " --results " + resultsJson;
  }

  private static String acceptWith(String update) {
    return "If the change is expected, rewrite the baseline from this run: " + update;
  }
}
