package io.serialtck.report.cli;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.ReportSections;
import io.serialtck.report.podium.Podium;
import io.serialtck.report.podium.PodiumSection;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import java.io.PrintStream;
import java.util.Optional;

/**
 * The end-of-run summary: each of the report's sections that has something to say on a terminal, in
 * their order ({@link ReportSections}: the podium's ranks on the run's own numbers, its weighing,
 * flexibility and evolution, with {@code matrix.md} adding the race when the folder holds one; the
 * scores per configuration; for a run with {@code hostile} cells each configuration's worst
 * outcomes there), then where the time went. Each line fits a terminal: the long texts are in the
 * reports.
 */
final class RunSummary {

  private final Report report;

  RunSummary(ResultsDocument results) {
    this(ReportSections.of(results));
  }

  /** The summary of a report whose sections are given (its race, if any, is not printed). */
  RunSummary(Report report) {
    this.report = report;
  }

  void print(PrintStream out) {
    ResultsDocument results = report.results();
    for (ReportSection section : report.sections()) {
      section.terminal(report, out);
    }
    out.println();
    ResultsDocument.Timing timing = results.timing();
    out.printf(
        "Timing: %d classes generated in %d ms (first %d ms, then %s classes/s); run %d ms%n",
        timing.classesGenerated(),
        timing.generationMillis(),
        timing.firstClassMillis(),
        timing.classesPerSecond() == 0 ? "n/a" : String.valueOf(timing.classesPerSecond()),
        results.run().durationMs());
    int cached = timing.configurations().stream().mapToInt(ConfigurationTiming::cachedCells).sum();
    if (cached > 0) {
      out.printf(
          "Cell cache: %d of %d cells answered from it, without a worker (--no-cache runs them"
              + " all)%n",
          cached, results.cells().size());
    }
    TimingTable.print(out, results);
  }

  /** The podium of a run with the race that followed it. */
  static void printPodium(PrintStream out, ResultsDocument results, RaceDocument race) {
    out.println();
    Podium podium = Podium.of(results, Optional.of(race));
    out.println(
        podium.speedNote().isEmpty()
            ? "With the race's tiers:"
            : "After the race (no race dimension: " + podium.speedNote() + ")");
    PodiumSection.printRanks(out, podium);
  }
}
