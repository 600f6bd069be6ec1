package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RaceStandingsTest {

  private static final double[] MACHINE = {1.00, 1.10, 0.95, 1.04, 0.98};

  private final List<Payload> payloads =
      List.of(Payloads.byId("TestObject"), Payloads.byId("session-1KB"));
  private final Entrant handWritten = builtIn(RaceDocument.HAND_WRITTEN);
  private final Entrant copy = builtIn(RaceDocument.HAND_WRITTEN_COPY);
  private final Entrant fory = library("fory-consistent");
  private final Entrant kryo = library("kryo-default");
  private final Entrant partial = library("chronicle-wire-text");
  private final List<ForkSample> forks = new ArrayList<>();

  @Test
  void ranksByTheGeometricMeanOverThePayloadsPairedByRoundWithTheControlBesideThem() {
    race(handWritten, 1.0, 1.0, 0);
    race(copy, 1.0, 1.0, 0.01);
    race(fory, 2.0, 1.0, 0);
    race(kryo, 4.0, 4.0, 0);
    race(partial, 0.5, Double.NaN, 0);

    RaceStandings standings =
        RaceStandings.of(List.of(handWritten, copy, fory, kryo, partial), payloads, forks, 3);

    assertThat(standings.control().holds()).isTrue();
    assertThat(standings.control().ratio().estimate()).isCloseTo(1.0, within(0.01));
    assertThat(standings.standings())
        .extracting(Standing::configuration, Standing::tier, Standing::payloads)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("hand-written", 1, 2),
            org.assertj.core.groups.Tuple.tuple("fory-consistent", 2, 2),
            org.assertj.core.groups.Tuple.tuple("kryo-default", 3, 2),
            org.assertj.core.groups.Tuple.tuple("chronicle-wire-text", 4, 1));
    assertThat(standings.standings().get(1).ratio().estimate())
        .as("sqrt(2 · 1)")
        .isCloseTo(Math.sqrt(2), within(1e-9));
  }

  @Test
  void aCopyThatComesOutSlowerFailsTheControl() {
    race(handWritten, 1.0, 1.0, 0);
    race(copy, 1.08, 1.08, 0.01);

    AaControl control = RaceStandings.of(List.of(handWritten, copy), payloads, forks, 3).control();

    assertThat(control.holds()).isFalse();
    assertThat(control.missedBy()).isGreaterThan(0.05);
  }

  @Test
  void aRaceWithoutTheHandWrittenYardstickHasNoStandings() {
    race(kryo, 4.0, 4.0, 0);

    RaceStandings standings = RaceStandings.of(List.of(kryo), payloads, forks, 3);

    assertThat(standings.standings()).isEmpty();
    assertThat(standings.control()).isNull();
  }

  /**
   * Forks of every round: each payload's serialize and deserialize at {@code level} (NaN: not
   * timed) times the round's machine speed, and an own wobble of {@code own} alternating in sign.
   */
  private void race(Entrant entrant, double testObject, double session, double own) {
    double[] levels = {testObject, session};
    for (int round = 1; round <= MACHINE.length; round++) {
      double wobble = round % 2 == 0 ? 1 + own : 1 - own;
      for (int p = 0; p < payloads.size(); p++) {
        if (Double.isNaN(levels[p])) {
          continue;
        }
        double nanos = 100 * levels[p] * MACHINE[round - 1] * wobble;
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
  }

  private static Entrant builtIn(String id) {
    return new Entrant(id, "java.base", "17", List.of(), List.of(), false);
  }

  private static Entrant library(String id) {
    return new Entrant(id, "lib", "1", List.of(Path.of(id + ".jar")), List.of(), false);
  }
}
