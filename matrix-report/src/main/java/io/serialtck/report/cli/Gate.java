package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.upgrade.UpgradePairs;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The regression gate outside Maven: compares a run with the baseline of its JDK, prints every
 * difference and the command that accepts the run, and gives the exit code.
 */
final class Gate {

  /** Exit code when the run differs from its baseline. */
  static final int DIFFERS = 1;

  private static final int EVIDENCE_SHOWN = 300;

  private Gate() {}

  /**
   * @throws BaselineException when there is no baseline for the run's JDK, or the run's seed and
   *     tries are not the baseline's
   * @param registered the configurations registered on the run's JDK: when a whole run covered all
   *     of them, a baseline file of any other configuration is stale
   */
  static int check(
      PrintStream out,
      Path root,
      ResultsDocument results,
      Path resultsJson,
      Set<String> registered) {
    int jdk = Runtime.Version.parse(results.run().jdk()).feature();
    Baseline baseline = Baseline.load(root, jdk);
    String mismatch = baseline.settings().mismatch(results.run().seed(), results.run().tries());
    if (mismatch != null) {
      throw new BaselineException(
          resultsJson + " cannot be compared with the baseline: " + mismatch);
    }
    List<CellKey> planned = standardCells(results);
    Set<String> ran =
        results.configurations().stream()
            .map(ResultsDocument.Configuration::id)
            .collect(Collectors.toSet());
    boolean everything = results.run().shard() == null && ran.containsAll(registered);
    Predicate<String> inScope = everything ? id -> true : ran::contains;
    List<BaselineDifference> differences =
        BaselineComparison.compare(baseline, results.cells(), planned, inScope);
    print(out, baseline, results.cells().size(), differences, resultsJson);
    return differences.isEmpty() ? 0 : DIFFERS;
  }

  /**
   * Every cell the standard plan (the whole matrix with the named library upgrades, as the baseline
   * records it) has for the configurations of a run.
   */
  static List<CellKey> standardCells(ResultsDocument results) {
    Plan plan =
        Plan.full(results.run().tries())
            .withUpgrades(
                results.configurations().stream()
                    .flatMap(c -> UpgradePairs.named(c.id(), c.library(), c.version()).stream())
                    .toList());
    List<CellKey> planned = new ArrayList<>();
    results.configurations().forEach(c -> planned.addAll(plan.cellKeys(c.id())));
    return planned;
  }

  private static void print(
      PrintStream out,
      Baseline baseline,
      int cells,
      List<BaselineDifference> differences,
      Path resultsJson) {
    if (differences.isEmpty()) {
      out.printf(
          "Baseline %s: all %d cells have the baseline's outcome, and no entry is stale.%n",
          baseline.directory(), cells);
      return;
    }
    long stale =
        differences.stream().filter(d -> d.kind() == BaselineDifference.Kind.STALE).count();
    out.printf(
        "Baseline %s: %d of %d cells differ, %d stale entries:%n",
        baseline.directory(), differences.size() - stale, cells, stale);
    for (BaselineDifference difference : differences) {
      out.printf("  %-15s %s%n", difference.kind(), shorten(difference.describe()));
    }
    out.println(
        "Review them; to accept this run's outcomes as the new baseline: "
            + BaselineWriter.UPDATE_COMMAND
            + " --results "
            + resultsJson);
  }

  private static String shorten(String line) {
    return line.length() <= EVIDENCE_SHOWN ? line : line.substring(0, EVIDENCE_SHOWN) + "…";
  }
}
