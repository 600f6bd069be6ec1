package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A race's forks made up for a test: every round, each payload's serialize and deserialize at an
 * entrant's level (NaN: not timed) times the round's machine speed, and an own wobble alternating
 * in sign from round to round.
 */
final class SyntheticRace {

  /** The two payloads most tests race on. */
  static final List<Payload> TWO_PAYLOADS =
      List.of(Payloads.byId("TestObject"), Payloads.byId("session-1KB"));

  static final Entrant HAND_WRITTEN = builtIn(RaceDocument.HAND_WRITTEN);
  static final Entrant COPY = builtIn(RaceDocument.HAND_WRITTEN_COPY);
  static final Entrant FORY = library("fory-consistent");
  static final Entrant KRYO = library("kryo-default");

  private final List<Payload> payloads;
  private final double[] machine;
  private final List<ForkSample> forks = new ArrayList<>();

  SyntheticRace(List<Payload> payloads, double... machine) {
    this.payloads = List.copyOf(payloads);
    this.machine = machine.clone();
  }

  /** Adds an entrant's forks: its level per payload, in the payloads' order, and its wobble. */
  SyntheticRace race(Entrant entrant, double own, double... levels) {
    for (int round = 1; round <= machine.length; round++) {
      double wobble = round % 2 == 0 ? 1 + own : 1 - own;
      for (int p = 0; p < payloads.size(); p++) {
        if (Double.isNaN(levels[p])) {
          continue;
        }
        double nanos = 100 * levels[p] * machine[round - 1] * wobble;
        for (String benchmark : List.of("serialize", "deserialize")) {
          forks.add(
              new ForkSample(
                  round,
                  1,
                  entrant.configuration(),
                  entrant.version(),
                  payloads.get(p).id(),
                  benchmark,
                  nanos,
                  List.of(nanos),
                  0));
        }
      }
    }
    return this;
  }

  List<ForkSample> forks() {
    return List.copyOf(forks);
  }

  /** A full race's document of these forks, with the standings the race itself would write. */
  RaceDocument document(List<Entrant> entrants, long seed) {
    RaceStandings standings = RaceStandings.of(entrants, payloads, forks, seed);
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17",
        "test",
        "2026-11-27T00:00:00Z",
        1,
        null,
        "deflate",
        List.of(),
        List.of(),
        List.of(),
        seed,
        null,
        standings.control(),
        standings.standings(),
        forks);
  }

  /**
   * A race of seed 11 on {@link #TWO_PAYLOADS}: both hand-written entrants, and {@link #FORY} and
   * {@link #KRYO} at these levels, a round per machine speed.
   */
  static RaceDocument foryAndKryo(double foryLevel, double kryoLevel, double... machine) {
    return new SyntheticRace(TWO_PAYLOADS, machine)
        .race(HAND_WRITTEN, 0, 1, 1)
        .race(COPY, 0.01, 1, 1)
        .race(FORY, 0.02, foryLevel, foryLevel)
        .race(KRYO, 0.03, kryoLevel, kryoLevel)
        .document(List.of(HAND_WRITTEN, COPY, FORY, KRYO), 11);
  }

  static Entrant builtIn(String id) {
    return new Entrant(id, "java.base", "17", List.of(), List.of(), false);
  }

  static Entrant library(String id) {
    return new Entrant(id, "lib", "1", List.of(Path.of(id + ".jar")), List.of(), false);
  }
}
