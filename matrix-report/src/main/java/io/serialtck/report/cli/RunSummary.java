package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Outcome;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.run.ConfigurationTiming;
import java.io.PrintStream;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/** The end-of-run summary: outcomes per configuration, then where the time went. */
final class RunSummary {

  private final ResultsDocument results;

  RunSummary(ResultsDocument results) {
    this.results = results;
  }

  void print(PrintStream out) {
    out.println();
    out.println("Outcomes per configuration:");
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
      for (CellResult cell : results.cells()) {
        if (cell.configuration().equals(configuration.id())) {
          counts.merge(cell.outcome(), 1, Integer::sum);
        }
      }
      out.printf(
          "  %-28s %-12s %s%n",
          configuration.id(),
          configuration.version(),
          counts.entrySet().stream()
              .map(e -> e.getKey() + " " + e.getValue())
              .collect(Collectors.joining(", ")));
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
    out.printf(
        "  %-28s %6s %7s %8s %8s %9s%n",
        "configuration", "cells", "worlds", "classes", "workers", "wall ms");
    for (ConfigurationTiming configuration : timing.configurations()) {
      out.printf(
          "  %-28s %6d %7d %8d %8d %9d%n",
          configuration.configuration(),
          configuration.cells(),
          configuration.worldsCreated(),
          configuration.classesDefined(),
          configuration.workerStarts(),
          configuration.wallMillis());
    }
  }
}
