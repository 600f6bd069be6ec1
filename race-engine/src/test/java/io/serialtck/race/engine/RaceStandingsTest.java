package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.util.List;
import org.junit.jupiter.api.Test;

class RaceStandingsTest {

  private static final double[] MACHINE = {1.00, 1.10, 0.95, 1.04, 0.98};

  private final List<Payload> payloads =
      List.of(Payloads.byId("TestObject"), Payloads.byId("session-1KB"));
  private final Entrant handWritten = SyntheticRace.builtIn(RaceDocument.HAND_WRITTEN);
  private final Entrant copy = SyntheticRace.builtIn(RaceDocument.HAND_WRITTEN_COPY);
  private final Entrant fory = SyntheticRace.library("fory-consistent");
  private final Entrant kryo = SyntheticRace.library("kryo-default");
  private final Entrant partial = SyntheticRace.library("chronicle-wire-text");
  private final SyntheticRace race = new SyntheticRace(payloads, MACHINE);

  @Test
  void ranksByTheGeometricMeanOverThePayloadsPairedByRoundWithTheControlBesideThem() {
    race.race(handWritten, 0, 1.0, 1.0);
    race.race(copy, 0.01, 1.0, 1.0);
    race.race(fory, 0, 2.0, 1.0);
    race.race(kryo, 0, 4.0, 4.0);
    race.race(partial, 0, 0.5, Double.NaN);

    RaceStandings standings =
        RaceStandings.of(
            List.of(handWritten, copy, fory, kryo, partial), payloads, race.forks(), 3);

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
    race.race(handWritten, 0, 1.0, 1.0);
    race.race(copy, 0.01, 1.08, 1.08);

    AaControl control =
        RaceStandings.of(List.of(handWritten, copy), payloads, race.forks(), 3).control();

    assertThat(control.holds()).isFalse();
    assertThat(control.missedBy()).isGreaterThan(0.05);
  }

  @Test
  void aRaceWithoutTheHandWrittenYardstickHasNoStandings() {
    race.race(kryo, 0, 4.0, 4.0);

    RaceStandings standings = RaceStandings.of(List.of(kryo), payloads, race.forks(), 3);

    assertThat(standings.standings()).isEmpty();
    assertThat(standings.control()).isNull();
  }

  @Test
  void aRaceDocumentRecomputedFromItsForksAndSeedGivesItsOwnStandingsAndControl() {
    race.race(handWritten, 0, 1.0, 1.0);
    race.race(copy, 0.02, 1.0, 1.0);
    race.race(fory, 0.03, 2.0, 1.0);
    race.race(kryo, 0.05, 4.0, 4.0);
    race.race(partial, 0, 0.5, Double.NaN);
    RaceDocument document = race.document(List.of(handWritten, copy, fory, kryo, partial), 7);

    RaceStandings recomputed = RaceStandings.of(document);

    assertThat(recomputed.standings()).isEqualTo(document.standings());
    assertThat(recomputed.control()).isEqualTo(document.control());
    assertThat(recomputed.standings()).hasSize(4);
  }
}
