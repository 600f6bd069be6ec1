package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.util.List;
import java.util.stream.Stream;

/**
 * How a race measures. A full race and a calibration run in rounds ({@link RoundRunner}): each
 * entrant gets one fork per round, a race JVM of its own with the entrant's flags, which runs the
 * entrant's points (entrant, payload) in a shuffled order; the iterations below are the pilot's,
 * and the later rounds' measured iterations come from the pilot's variance. A quick race is a smoke
 * test: each configuration's benchmarks share one race JVM started with its flags, one round, no
 * ranking.
 */
public enum RaceMode {
  /**
   * Every payload and the function criteria, in rounds within a budget. Each race JVM first runs
   * every serialize and deserialize of its points for {@value #PRIME_MILLIS} ms, unmeasured, so
   * that the library is compiled for all its payloads before any is measured (a benchmark alone
   * from a cold JVM was a median 1.56 times slower 0.4 to 0.7 s into it than from 2 to 6 s,
   * measured); then per benchmark 2 warm-up iterations of 100 ms and, in the pilot, 5 measured
   * iterations of 50 ms.
   */
  FULL(
      new RaceSettings("full", 0, 2, 100, 5, 50, RaceMode.PRIME_MILLIS),
      withLambdas(Payloads.all()),
      true),
  /**
   * Four payloads and the function criteria; one race JVM per configuration, its benchmarks one
   * after the other in it, 1 warm-up and 2 measured iterations of 0.1 s and 0.05 s per benchmark:
   * the race runs end to end and every entrant is timed and weighed, but its figures are indicative
   * only (the optimising compiler has barely started, and a benchmark runs in a JVM its
   * predecessors have warmed and profiled), so it ranks nothing.
   */
  QUICK(new RaceSettings("quick", 0, 1, 100, 2, 50), withLambdas(Payloads.quick()), false),
  /**
   * Each configuration beside its plain twin ({@code io.serialtck.race.twin}), serialize and
   * deserialize of four payloads, in rounds as a full race: what the kit adds to a library's time.
   * Each race JVM is primed for {@value #CALIBRATION_PRIME_MILLIS} ms per serialize and
   * deserialize, five times a full race's: measured on four configurations and their twins (6
   * rounds each, two seeds), a fork's mean then varied about a third as much between forks as with
   * 200 ms and a configuration's ratio to its twin about a quarter as much (in variance) from round
   * to round, for about twice a round's time; and the kit and its twin no longer differed because
   * one JVM had compiled its library and the other not yet (README, the calibration's priming).
   */
  CALIBRATE(
      new RaceSettings("calibrate", 0, 2, 100, 5, 50, RaceMode.CALIBRATION_PRIME_MILLIS),
      Stream.of("TestObject", "TopOfBook", "session-1KB", "session-100KB")
          .map(Payloads::byId)
          .toList(),
      true);

  /**
   * How long a full race primes each benchmark of a race JVM, in ms: what its 30-minute budget
   * allows for three rounds of every entrant.
   */
  static final long PRIME_MILLIS = 200;

  /** How long a calibration primes each benchmark of a race JVM, in ms. */
  static final long CALIBRATION_PRIME_MILLIS = 1000;

  private final RaceSettings settings;
  private final List<Payload> payloads;
  private final boolean rounds;

  RaceMode(RaceSettings settings, List<Payload> payloads, boolean rounds) {
    this.settings = settings;
    this.payloads = payloads;
    this.rounds = rounds;
  }

  public RaceSettings settings() {
    return settings;
  }

  /** The payloads this mode times by default, the function criteria last. */
  public List<Payload> payloads() {
    return payloads;
  }

  /** Whether it runs in rounds, with intervals. */
  public boolean rounds() {
    return rounds;
  }

  private static List<Payload> withLambdas(List<Payload> payloads) {
    return Stream.concat(payloads.stream(), Payloads.lambdas().stream()).toList();
  }
}
