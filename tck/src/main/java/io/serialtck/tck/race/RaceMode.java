package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.util.List;

/**
 * How long a race measures. Every point (configuration, payload, operation) gets its own JMH fork;
 * the iteration counts and lengths are what fits the budget on a 2-core machine: {@code full}, 25
 * entrants by 8 payloads in under 30 minutes, {@code quick}, 3 payloads in under 5.
 */
public enum RaceMode {
  /** Every payload; 1 fork, 3 warm-up and 3 measured iterations of 0.5 s per point. */
  FULL(new RaceSettings("full", 1, 3, 500, 3, 500), Payloads.all()),
  /**
   * Three payloads; 1 fork, 1 warm-up and 2 measured iterations of 0.1 s per point: the race runs
   * end to end, its figures are indicative only (the optimising compiler has barely started).
   */
  QUICK(new RaceSettings("quick", 1, 1, 100, 2, 100), Payloads.quick());

  private final RaceSettings settings;
  private final List<Payload> payloads;

  RaceMode(RaceSettings settings, List<Payload> payloads) {
    this.settings = settings;
    this.payloads = payloads;
  }

  public RaceSettings settings() {
    return settings;
  }

  /** The payloads this mode times by default. */
  public List<Payload> payloads() {
    return payloads;
  }
}
