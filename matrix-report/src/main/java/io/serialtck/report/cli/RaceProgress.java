package io.serialtck.report.cli;

import io.serialtck.tck.race.Entrant;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RaceListener;
import io.serialtck.tck.race.RacePoint;
import io.serialtck.tck.race.RaceSettings;
import java.io.PrintStream;
import java.time.Duration;

/** Prints the race's plan with an estimate, each entrant's check, and each point with an ETA. */
final class RaceProgress implements RaceListener {

  private final PrintStream console;

  RaceProgress(PrintStream console) {
    this.console = console;
  }

  @Override
  public void planned(int entrants, int payloads, RaceSettings settings, Duration estimate) {
    console.printf(
        "Race (%s): %d entrants × %d payloads, each benchmark %s (%d × %d ms warm-up, %d × %d ms"
            + " measured); at most about %s%n",
        settings.mode(),
        entrants,
        payloads,
        settings.forks() == 0
            ? "in one race JVM per entrant, no forks"
            : "in " + settings.forks() + (settings.forks() == 1 ? " JMH fork" : " JMH forks"),
        settings.warmupIterations(),
        settings.warmupMillis(),
        settings.measurementIterations(),
        settings.measurementMillis(),
        minutes(estimate));
  }

  @Override
  public synchronized void checked(Entrant entrant, int intact, int payloads) {
    if (entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND)) {
      console.printf(
          "  %-52s a lower bound, not a serializer: timed on the 1 MiB session only%n",
          entrant.configuration());
      return;
    }
    console.printf(
        "  checked %-44s %d of %d payloads read back intact%s%n",
        entrant.label(), intact, payloads, intact == payloads ? "" : " (the others are not timed)");
  }

  @Override
  public void timing(int points, Duration estimate) {
    console.printf("Timing %d points: about %s%n", points, minutes(estimate));
  }

  @Override
  public void timed(int done, int points, RacePoint point, String failure, Duration remaining) {
    console.printf(
        "[%3d/%3d] %-44s %-19s %d %-10s %s  ETA %s%n",
        done,
        points,
        point.entrant().label(),
        point.payload().id(),
        point.benchmarks().size(),
        point.benchmarks().size() == 1 ? "benchmark" : "benchmarks",
        failure == null ? "timed" : "FAILED " + failure,
        minutes(remaining));
  }

  private static String minutes(Duration duration) {
    long seconds = duration.toSeconds();
    return seconds < 90 ? seconds + " s" : String.format("%.1f min", seconds / 60.0);
  }
}
