package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.util.List;
import java.util.stream.Stream;

/**
 * How long a race measures, and how: in a full race every benchmark of every point (configuration,
 * payload) gets its own JMH fork with the configuration's flags; in a quick race each
 * configuration's benchmarks share one race JVM started with its flags, without forks. The
 * iteration counts and lengths are what fits the budget on a 2-core machine.
 */
public enum RaceMode {
  /**
   * Every payload and the function criteria; 1 fork, 3 warm-up and 3 measured iterations of 0.5 s
   * per benchmark.
   */
  FULL(new RaceSettings("full", 1, 3, 500, 3, 500), withLambdas(Payloads.all())),
  /**
   * Four payloads and the function criteria; no fork (one race JVM per configuration, its
   * benchmarks one after the other in it), 1 warm-up and 2 measured iterations of 0.1 s per
   * benchmark: the race runs end to end, its figures are indicative only (the optimising compiler
   * has barely started, and a benchmark runs in a JVM its predecessors have warmed and profiled).
   */
  QUICK(new RaceSettings("quick", 0, 1, 100, 2, 50), withLambdas(Payloads.quick()));

  private final RaceSettings settings;
  private final List<Payload> payloads;

  RaceMode(RaceSettings settings, List<Payload> payloads) {
    this.settings = settings;
    this.payloads = payloads;
  }

  public RaceSettings settings() {
    return settings;
  }

  /** The payloads this mode times by default, the function criteria last. */
  public List<Payload> payloads() {
    return payloads;
  }

  private static List<Payload> withLambdas(List<Payload> payloads) {
    return Stream.concat(payloads.stream(), Payloads.lambdas().stream()).toList();
  }
}
