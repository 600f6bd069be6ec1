package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.upgrade.UpgradePairs;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
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
   * @param root the baseline's root folder, as given ({@code --baseline}); the command printed to
   *     accept the run rewrites this folder
   * @param registered the configurations registered on the run's JDK, by id: when a whole run
   *     covered all of them, a baseline file of any other configuration is stale; what they declare
   *     decides some of the standard plan's cells ({@link #standardCells})
   * @param target the command's {@code --jdk} and {@code --adapters}, repeated in that command
   */
  static int check(
      PrintStream out,
      Path root,
      ResultsDocument results,
      Path resultsJson,
      Map<String, RegisteredConfiguration> registered,
      TargetOptions target) {
    int jdk = Runtime.Version.parse(results.run().jdk()).feature();
    Baseline baseline = Baseline.load(root, jdk);
    String mismatch =
        baseline
            .settings()
            .mismatch(results.run().seed(), results.run().tries(), results.run().explore());
    if (mismatch != null) {
      throw new BaselineException(
          resultsJson + " cannot be compared with the baseline: " + mismatch);
    }
    List<CellKey> planned = standardCells(results, registered.values());
    Set<String> ran =
        results.configurations().stream()
            .map(ResultsDocument.Configuration::id)
            .collect(Collectors.toSet());
    boolean everything = results.run().shard() == null && ran.containsAll(registered.keySet());
    Predicate<String> inScope = everything ? id -> true : ran::contains;
    List<BaselineDifference> differences =
        BaselineComparison.compare(baseline, results.cells(), planned, inScope);
    print(out, baseline, results.cells().size(), differences);
    if (!differences.isEmpty()) {
      out.println(acceptance(root, results, resultsJson, registered.keySet(), target));
    }
    return differences.isEmpty() ? 0 : DIFFERS;
  }

  /**
   * Every cell the standard plan (the whole matrix with the named library upgrades and migrations,
   * the evolution scenarios across them, and the registration-order cells of the registered
   * configurations that declare them, as the baseline records it) has for the configurations of a
   * run.
   */
  static List<CellKey> standardCells(
      ResultsDocument results, Collection<RegisteredConfiguration> registered) {
    List<UpgradePair> named = new ArrayList<>();
    results
        .configurations()
        .forEach(c -> UpgradePairs.named(c.id(), c.library(), c.version()).ifPresent(named::add));
    // a migration's cells are recorded under its later configuration: a run of part of the matrix
    // may hold them without any cell of the earlier one, so the pair is named by its later side
    Set<String> ran =
        results.configurations().stream()
            .map(ResultsDocument.Configuration::id)
            .collect(Collectors.toSet());
    named.addAll(UpgradePairs.migrationsTo(ran));
    Plan plan =
        StandardPlan.of(
                results.run().tries(),
                registered.stream().map(RegisteredConfiguration::info).toList())
            .withUpgrades(named)
            .withEvolutionsAcross(true);
    List<CellKey> planned = new ArrayList<>();
    PlannedCells cells = new PlannedCells(plan);
    results.configurations().forEach(c -> planned.addAll(cells.cellKeys(c.id())));
    return planned;
  }

  /**
   * What to do to accept the run: the command that rewrites exactly the gated baseline folder from
   * this run's {@code results.json} (its JDK's files: the JDK is the one the results name); for a
   * shard, merging first; for a run of part of the matrix ({@code --categories}, {@code
   * --scenarios}), which no baseline is written from, the command that runs the matrix of the same
   * configurations on the same JDK and rewrites that folder.
   */
  static String acceptance(
      Path root,
      ResultsDocument results,
      Path resultsJson,
      Set<String> registered,
      TargetOptions target) {
    ResultsDocument.Run run = results.run();
    if (run.shard() != null) {
      return "Review them; this is shard "
          + run.shard()
          + ": merge the shards' folders (./serialtck merge DIR... --baseline "
          + ShellWords.quote(root.toString())
          + ") to get the command that accepts the whole run.";
    }
    List<String> command = new ArrayList<>(List.of(BaselineWriter.UPDATE_COMMAND));
    command.add("--baseline " + ShellWords.quote(root.toString()));
    if (run.cellFilter() != null) {
      int jdk = Runtime.Version.parse(run.jdk()).feature();
      if (target.jdk != null) {
        command.add("--jdk " + ShellWords.quote(target.jdk.toString()));
      } else if (jdk != Runtime.version().feature()) {
        command.add("--jdk <folder of JDK " + jdk + ">");
      }
      addAdapters(command, target);
      List<String> ran =
          results.configurations().stream().map(ResultsDocument.Configuration::id).toList();
      if (!ran.containsAll(registered)) {
        command.add("--configurations " + String.join(",", ran));
      }
      return "Review them; this run asked part of the matrix ("
          + run.cellFilter()
          + ") and a baseline is rewritten from whole runs only: to accept, run the whole matrix"
          + " and rewrite the baseline with "
          + String.join(" ", command);
    }
    addAdapters(command, target);
    command.add("--results " + ShellWords.quote(resultsJson.toString()));
    return "Review them; to accept this run's outcomes as the new baseline: "
        + String.join(" ", command);
  }

  private static void addAdapters(List<String> command, TargetOptions target) {
    if (target.adapters != null) {
      command.add("--adapters " + ShellWords.quote(target.adapters.toString()));
    }
  }

  private static void print(
      PrintStream out, Baseline baseline, int cells, List<BaselineDifference> differences) {
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
  }

  private static String shorten(String line) {
    return line.length() <= EVIDENCE_SHOWN ? line : line.substring(0, EVIDENCE_SHOWN) + "…";
  }
}
