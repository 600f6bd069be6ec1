package io.serialtck.race.engine;

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
   * Every payload and the function criteria, in rounds within a budget. Each benchmark of a point
   * runs in a race JVM of its own, as JMH runs benchmarks (benchmarks sharing a JVM share the
   * library's profile and compiled code: measured, a session serialize after a session deserialize
   * in one JVM stayed 9 times slower than alone), warmed in iterations of 100 ms until its time is
   * steady within {@value #STEADY_WITHIN_PERCENT}% ({@code io.serialtck.race.Steadiness}, at most
   * 10 s), then, in the pilot, 5 measured iterations of 100 ms; a measurement that ends more than
   * {@value #OFF_PLATEAU_FACTOR}× off the plateau is taken again after warming on ({@link
   * #OFF_PLATEAU_FACTOR}).
   */
  FULL(warmedUntilSteady("full"), withLambdas(Payloads.all()), true),
  /**
   * Four payloads and the function criteria; one race JVM per configuration, its benchmarks one
   * after the other in it, 1 warm-up and 2 measured iterations of 0.1 s and 0.05 s per benchmark:
   * the race runs end to end and every entrant is timed and weighed, but its figures are indicative
   * only (the optimising compiler has barely started, and a benchmark runs in a JVM its
   * predecessors have warmed and profiled), so it ranks nothing.
   */
  QUICK(
      new RaceSettings("quick", 0, 1, 100, 2, 50).withHeap(RaceMode.HEAP_MEGABYTES),
      withLambdas(Payloads.quick()),
      false),
  /**
   * Each configuration beside its plain twin ({@code io.serialtck.race.twin}), serialize and
   * deserialize of four payloads, in rounds and with the settings of a full race: what the kit adds
   * to a library's time.
   */
  CALIBRATE(
      warmedUntilSteady("calibrate"),
      Stream.of("TestObject", "TopOfBook", "session-1KB", "session-100KB")
          .map(Payloads::byId)
          .toList(),
      true),
  /**
   * The check of the full race's settings: each configuration and the hand-written code timed with
   * the full race's settings and, in the same rounds, with the long ones ({@link #LONG}, entrants
   * {@code long:<id>}), on {@code TestObject} and {@code session-1KB}; a configuration's ratio to
   * the hand-written code under the one and under the other should agree within 10%.
   */
  CHECK(
      warmedUntilSteady("check"),
      Stream.of("TestObject", "session-1KB").map(Payloads::byId).toList(),
      true),
  /**
   * The reference the full race's settings are checked against: the same rounds, each benchmark in
   * a JVM of its own, with long JMH settings instead of a warm-up until steady: 3 warm-up and 5
   * measured iterations of 1 s (what an independent JMH probe of the libraries used), on {@code
   * TestObject} and {@code session-1KB} by default. About 9 s a benchmark.
   */
  LONG(
      new RaceSettings("long", 0, 3, 1000, 5, 1000).withHeap(RaceMode.HEAP_MEGABYTES),
      Stream.of("TestObject", "session-1KB").map(Payloads::byId).toList(),
      true);

  /** How far apart two windows of a warm-up may lie and its time still count as steady, in %. */
  static final long STEADY_WITHIN_PERCENT = 3;

  /**
   * The race JVM's fixed heap in MB, {@code -Xms} and {@code -Xmx} alike. On the JVM's default heap
   * (a quarter of the memory at most, starting at a 64th) G1 grows the heap while a benchmark
   * allocates, and each growth touches memory the JVM never used: on this machine that first touch
   * cost 0.6 to 2.6 s a GB, so that Fory serializing the 1 MiB session (5 MB a call) took about 8.5
   * ms a call for 4 to 7 s of a warm-up in the races of seeds 68 and 69 (no collection in those
   * iterations, 0.4 ms after the first), and the warm-up found that plateau steady. A fixed heap is
   * touched once, within a second or two of an allocating benchmark's warm-up.
   */
  public static final int HEAP_MEGABYTES = 1024;

  /**
   * How far off the plateau its warm-up ended on a measurement may end (its last iteration) before
   * it is set aside and taken again ({@code io.serialtck.race.Steadiness#left}): in the race of
   * seed 68, before this rule, 10 of 1,298 forks ended 2× or more off it, among them a library that
   * became 14 times faster within its measurement, and the hand-written baseline becoming 25 times
   * slower in mid-measurement, which moved every ratio of its payload and round.
   */
  public static final long OFF_PLATEAU_FACTOR = 2;

  /**
   * The settings of a mode that warms each benchmark until steady: iterations of 100 ms, at most
   * 100 of them, 5 × 100 ms measured in the pilot, a measurement off its plateau taken again, on
   * the fixed heap.
   */
  private static RaceSettings warmedUntilSteady(String mode) {
    return RaceSettings.untilSteady(
            mode, 100, 100, 5, 100, STEADY_WITHIN_PERCENT, OFF_PLATEAU_FACTOR)
        .withHeap(HEAP_MEGABYTES);
  }

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
