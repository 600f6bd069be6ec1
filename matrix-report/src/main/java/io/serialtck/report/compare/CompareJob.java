package io.serialtck.report.compare;

import io.serialtck.report.ReportFiles;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.release.ReleaseCategory;
import io.serialtck.tck.release.ReleaseModes;
import io.serialtck.tck.release.ReleaseRoot;
import io.serialtck.tck.release.ReleaseSetting;
import io.serialtck.tck.release.WireContract;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunResult;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Compares a team's classes across two releases (or a library across two versions) with the kit's
 * engine: values derived from the roots' declared types, written by one side and read by the other
 * in worker JVMs, classified, failures shrunk; writes the kit's reports and gates the run on the
 * baseline. Called by {@code ./serialtck compare} and by the Maven plugin's {@code check} goal.
 */
public final class CompareJob {

  private static final int EVIDENCE_SHOWN = 400;

  /** How {@code compare} and the plugin accept cells that measure nothing, with a reason. */
  static final String UNMEASURED_HOW =
      "--accept-unmeasured \"REASON\" (the plugin: -Dserialtck.acceptUnmeasured=\"REASON\")";

  private CompareJob() {}

  /**
   * Runs the comparison, writes the reports, prints progress, the release differences, each
   * difference from the baseline and the accept command to {@code out}.
   *
   * @return the cells that differ from the baseline (a new failure or an unlisted pass), or,
   *     without a baseline, those that do not pass
   * @throws CompareException when the request cannot be run (a root found in neither release, an
   *     unknown configuration id, a class that cannot be read), with a message naming the cause
   */
  public static CompareResult check(CompareRequest request, PrintStream out) {
    ResultsDocument results = run(request, out);
    int jdk = Runtime.Version.parse(results.run().jdk()).feature();
    CompareGate.Gated gate =
        CompareGate.check(
            results, request.baseline(), jdk, request.declarations().acceptedRemovals());
    List<BaselineDifference> differences = gate.differences();
    boolean gated = gate.againstBaseline();
    out.println();
    if (gate.count() == 0) {
      out.println(
          "SerialTCK: "
              + results.cells().size()
              + " cells, "
              + (gated
                  ? "all as the baseline " + request.baseline().get() + " expects"
                  : "all PASS")
              + ".");
      return new CompareResult(results.cells().size(), List.of(), results.cells(), Map.of());
    }
    out.println(
        "SerialTCK: "
            + gate.count()
            + " of "
            + results.cells().size()
            + " cells "
            + (gated
                ? "differ from the baseline " + request.baseline().get() + ":"
                : "do not pass (no baseline"
                    + request.baseline().map(b -> " at " + b).orElse("")
                    + ", so every cell is expected to pass with every change checked):"));
    List<String> lines = new ArrayList<>();
    Map<CellKey, List<String>> byCell = new LinkedHashMap<>();
    for (BaselineDifference difference : differences) {
      String line = shorten(gated ? difference.describe() : failure(difference));
      lines.add(line);
      byCell.computeIfAbsent(difference.key(), k -> new ArrayList<>()).add(line);
    }
    for (CompareGate.Unexplained unexplained : gate.unexplained()) {
      String line = shorten(unexplained.line());
      lines.add(line);
      byCell.computeIfAbsent(unexplained.key(), k -> new ArrayList<>()).add(line);
    }
    lines.forEach(line -> out.println("  " + line));
    out.println("Reports: " + request.reportFolder().resolve("index.html"));
    long unmeasured = results.cells().stream().filter(c -> !c.outcome().isMeasured()).count();
    out.println(
        "Review them; to accept these outcomes as the baseline: "
            + request.acceptCommand()
            + (unmeasured == 0
                ? ""
                : " (with "
                    + unmeasured
                    + " cells that measure nothing, add the reason they may: "
                    + UNMEASURED_HOW
                    + ")"));
    return new CompareResult(results.cells().size(), lines, results.cells(), byCell);
  }

  /**
   * Runs the comparison and writes its outcomes as the baseline ({@code request.baseline()}, which
   * must be present), printing what it wrote.
   */
  public static void updateBaseline(CompareRequest request, PrintStream out) {
    Path root =
        request
            .baseline()
            .orElseThrow(() -> new CompareException("no baseline folder given to update"));
    ResultsDocument results = run(request, out);
    Set<String> compared =
        results.configurations().stream()
            .map(ResultsDocument.Configuration::id)
            .collect(Collectors.toSet());
    List<CellResult> unmeasured =
        results.cells().stream().filter(c -> !c.outcome().isMeasured()).toList();
    if (!unmeasured.isEmpty() && request.declarations().acceptUnmeasured().isEmpty()) {
      throw new CompareException(
          unmeasured.size()
              + " cells measure nothing and are not accepted into the baseline without a reason: "
              + String.join(
                  "; ",
                  unmeasured.stream()
                      .map(c -> c.configuration() + " " + c.scenario() + " " + c.direction().id())
                      .toList())
              + ". Each one's detail (in the report) says why and what fixes it; to accept them,"
              + " add "
              + UNMEASURED_HOW);
    }
    List<String> refused = new ArrayList<>();
    for (CellResult cell : results.cells()) {
      String where = cell.configuration() + " " + cell.scenario() + " " + cell.direction().id();
      List<String> unaccepted =
          CompareGate.unacceptedRemovals(cell, request.declarations().acceptedRemovals());
      if (!unaccepted.isEmpty()) {
        refused.add(where + " drops the values of " + String.join(", ", unaccepted));
      }
      List<String> unmade = ReleaseModes.unmadeClasses(cell.mode());
      if (!unmade.isEmpty()) {
        refused.add(where + ": no value of " + String.join(", ", unmade) + " could be made");
      }
    }
    if (!refused.isEmpty()) {
      throw new CompareException(
          "not accepted into the baseline: "
              + String.join("; ", refused)
              + ". A removal is accepted with its reason ("
              + CompareGate.ACCEPT_REMOVAL_HOW
              + "); a class no value could be made of needs the team's samples (--samples, the"
              + " plugin's <samples>)");
    }
    String reason = request.declarations().acceptUnmeasured().orElse("");
    try {
      BaselineWriter.Written written =
          BaselineWriter.write(
              root,
              new BaselineSettings(request.seed(), request.tries()),
              results,
              compared::contains,
              request.acceptCommand(),
              cell -> reason(cell, reason, request.declarations().acceptedRemovals()));
      written.written().forEach(file -> out.println("wrote " + file));
    } catch (BaselineException e) {
      throw new CompareException(e.getMessage(), e);
    }
  }

  /**
   * The reason a cell is accepted with: for one that measures nothing, the team's reason to accept
   * such cells; for one that drops a removed field's values, the reason the team accepted each
   * removal with.
   */
  private static String reason(
      CellResult cell, String unmeasuredReason, java.util.Map<String, String> removals) {
    List<String> reasons = new ArrayList<>();
    if (!cell.outcome().isMeasured() && !unmeasuredReason.isBlank()) {
      reasons.add(unmeasuredReason);
    }
    for (String field : ReleaseModes.droppedFields(cell.mode())) {
      String why = removals.get(field);
      if (why != null) {
        reasons.add("removed " + field + ": " + why);
      }
    }
    return String.join("; ", reasons);
  }

  /**
   * Runs every configuration's release cells through the matrix runner, as the only category of a
   * standard plan that holds the release category's setting, and writes results.json and the
   * reports.
   */
  static ResultsDocument run(CompareRequest request, PrintStream out) {
    Instant started = Instant.now();
    Jdk jdk = Jdk.at(request.jdk());
    CompareSetup.Prepared prepared = CompareSetup.prepare(request, jdk.feature(), out);
    printChanges(request, prepared, out);
    RunOptions options =
        RunOptions.defaults(request.reportFolder()).withJdk(jdk).withSeed(request.seed());
    PlannedCells planned = planned(request, prepared);
    List<RegisteredConfiguration> configurations = prepared.configurations();
    int total = configurations.stream().mapToInt(c -> planned.cellKeys(c.id()).size()).sum();
    RunResult ran =
        MatrixRunner.run(
            options,
            configurations,
            planned,
            Shard.WHOLE,
            Set.of(),
            new CompareProgress(out, total));
    ResultsDocument results =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run(
                started.toString(),
                java.time.Duration.between(started, Instant.now()).toMillis(),
                jdk.version(),
                request.seed(),
                request.tries(),
                null,
                null,
                "release: " + request.before().label() + " and " + request.after().label()),
            configurations.stream()
                .map(
                    c ->
                        new ResultsDocument.Configuration(
                            c.id(),
                            c.info().library(),
                            c.info().version(),
                            c.info().description(),
                            c.info().jvmFlags()))
                .toList(),
            ran.cells(),
            new ResultsDocument.Timing(0, 0, 0, 0, ran.timings()));
    ResultsJson.write(request.reportFolder().resolve("results.json"), results);
    ReportFiles.write(results, request.reportFolder());
    return results;
  }

  /**
   * The cells a request asks: the standard plan ({@link StandardPlan#of}) with the request's tries
   * and the release category's setting (the roots, each configuration's worlds, how values are
   * built), asked of {@link ReleaseCategory#COMPARE}.
   */
  static PlannedCells planned(CompareRequest request, CompareSetup.Prepared prepared) {
    Plan plan =
        StandardPlan.of(
                request.tries(),
                prepared.configurations().stream().map(RegisteredConfiguration::info).toList())
            .with(
                new ReleaseSetting(
                    prepared.roots(), prepared.worlds(), request.throughConstructors()));
    return new PlannedCells(plan, ReleaseCategory.COMPARE);
  }

  private static void printChanges(
      CompareRequest request, CompareSetup.Prepared prepared, PrintStream out) {
    out.println(
        "SerialTCK compare: "
            + request.before().label()
            + " -> "
            + request.after().label()
            + ", "
            + prepared.roots().size()
            + " root(s), "
            + prepared.configurations().size()
            + " configuration(s), "
            + request.tries()
            + " values per cell, seed "
            + request.seed()
            + (request.throughConstructors()
                ? ", objects built through their public constructors and setters"
                : ", objects built field by field"));
    for (ReleaseRoot root : prepared.roots()) {
      List<String> lines = root.changes().lines();
      out.println(
          "  "
              + root.className()
              + (lines.isEmpty()
                  ? ": no change in its classes"
                  : ": " + lines.size() + " change(s)"));
      lines.forEach(line -> out.println("    " + line));
      for (WireContract contract : contracts(prepared)) {
        List<String> seen =
            root.under(contract).changes().lines().stream()
                .filter(line -> !lines.contains(line))
                .toList();
        if (!seen.isEmpty()) {
          out.println("    as " + contract.description() + " sees it:");
          seen.forEach(line -> out.println("      " + line));
        }
      }
      root.after().notes().forEach(note -> out.println("    note: " + note));
    }
    prepared.notes().forEach(note -> out.println("  note: " + note));
  }

  /** The wire contracts of the configurations compared, but the plain one of fields by name. */
  private static List<WireContract> contracts(CompareSetup.Prepared prepared) {
    return prepared.configurations().stream()
        .map(c -> WireContract.of(c.info().library()))
        .filter(c -> c != WireContract.FIELDS)
        .distinct()
        .toList();
  }

  /** A cell that does not pass, where there is no baseline to differ from. */
  private static String failure(BaselineDifference difference) {
    return difference.key().configuration()
        + " "
        + difference.key().scenario()
        + " "
        + difference.key().direction().id()
        + ": "
        + difference.actual().render()
        + (difference.detail() == null || difference.detail().isEmpty()
            ? ""
            : " — " + difference.detail());
  }

  private static String shorten(String text) {
    String oneLine = text.replace('\n', ' ');
    return oneLine.length() <= EVIDENCE_SHOWN
        ? oneLine
        : oneLine.substring(0, EVIDENCE_SHOWN) + "…";
  }
}
