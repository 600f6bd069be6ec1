package io.serialtck.report.cli;

import io.serialtck.race.engine.Entrant;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceListener;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RacePoint;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Sizing;
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
    boolean quick = settings.mode().equals(RaceMode.QUICK.settings().mode());
    console.printf(
        "Race (%s): %d entrants × %d payloads, %s (%s%s); at most about %s%n",
        settings.mode(),
        entrants,
        payloads,
        quick
            ? "each entrant's benchmarks in one race JVM, once: a smoke test that ranks nothing"
            : "in rounds of one fork (a race JVM) per benchmark of each entrant and payload, in a"
                + " shuffled order",
        settings.describe(),
        quick ? "" : " in the pilot",
        minutes(estimate));
  }

  @Override
  public void timingRounds(int points, Duration firstRound, Duration budget) {
    console.printf(
        "Timing %d points in rounds of about %s each, within a budget of %s%n",
        points, minutes(firstRound), minutes(budget));
  }

  @Override
  public void round(int round, int points, int measurementIterations, Duration estimate) {
    console.printf(
        "Round %d: %d points, a race JVM per benchmark, in a shuffled order, %d measured %s each;"
            + " about %s%n",
        round,
        points,
        measurementIterations,
        measurementIterations == 1 ? "iteration" : "iterations",
        minutes(estimate));
  }

  @Override
  public void roundEnded(int round, Duration took, Double stolenShare) {
    console.printf(
        "Round %d took %s%s%n",
        round,
        minutes(took),
        stolenShare == null
            ? ""
            : String.format(
                "; the host took %.0f%% of the machine's CPU time meanwhile (steal)",
                stolenShare * 100));
  }

  @Override
  public void sized(Sizing sizing) {
    console.printf(
        "Sized from %d rounds (%d series): a fork's mean varies by %.1f%% between forks, one"
            + " iteration by %.1f%% within a fork; %d measured %s per fork from now on (Kalibera"
            + " and Jones); ±3%% intervals need about %d rounds%n",
        sizing.pilotRounds(),
        sizing.series(),
        sizing.betweenForks() * 100,
        sizing.withinFork() * 100,
        sizing.iterationsPerFork(),
        sizing.iterationsPerFork() == 1 ? "iteration" : "iterations",
        sizing.roundsForTarget());
  }

  @Override
  public void stopped(int rounds, String reason) {
    console.printf("%d %s: %s%n", rounds, rounds == 1 ? "round" : "rounds", reason);
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
