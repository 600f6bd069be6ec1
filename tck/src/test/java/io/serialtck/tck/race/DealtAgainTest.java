package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import java.util.List;
import org.junit.jupiter.api.Test;

class DealtAgainTest {

  private final List<Payload> payloads =
      List.of(Payloads.byId("TestObject"), Payloads.byId("session-1KB"));
  private final Entrant handWritten = SyntheticRace.builtIn(RaceDocument.HAND_WRITTEN);
  private final Entrant copy = SyntheticRace.builtIn(RaceDocument.HAND_WRITTEN_COPY);
  private final Entrant fory = SyntheticRace.library("fory-consistent");
  private final Entrant kryo = SyntheticRace.library("kryo-default");
  private final List<Entrant> entrants = List.of(handWritten, copy, fory, kryo);

  @Test
  void racesOfTheSameSpeedsKeepEveryTierInEveryDeal() {
    List<RaceDocument> races =
        List.of(race(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98), race(2.0, 4.0, 0.97, 1.02, 1.08));

    DealtAgain deals = DealtAgain.of(races, 11, 3);

    assertThat(deals.deals()).isEqualTo(DealtAgain.DEALS);
    assertThat(deals.rounds()).as("5 and 3 rounds pooled").isEqualTo(8);
    assertThat(deals.entrants()).isEqualTo(3);
    assertThat(deals.keptFewest()).isEqualTo(deals.keptMost()).isEqualTo(3);
    assertThat(deals.keptMean()).isEqualTo(3);
    assertThat(deals.dealsKeepingNoMore()).isEqualTo(DealtAgain.DEALS);
  }

  @Test
  void racesThatDifferBeyondTheirNoiseKeepFewerTiersThanTheirRoundsDealtAgain() {
    RaceDocument first = race(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    RaceDocument swapped = race(4.0, 2.0, 0.97, 1.02, 1.08, 0.99, 1.01);
    RaceAgreement asRun = RaceAgreement.of(List.of("a", "b"), List.of(first, swapped));

    DealtAgain deals = asRun.dealtAgain();

    assertThat(asRun.keepingTheirTier()).as("only hand-written keeps tier 1").isEqualTo(1);
    assertThat(deals.keptMean()).isGreaterThan(2);
    assertThat(deals.dealsKeepingNoMore()).isLessThan(DealtAgain.DEALS / 4);
    assertThat(DealtAgain.of(List.of(first, swapped), 11, 1))
        .as("the same deals for the same seed")
        .isEqualTo(deals);
  }

  /** A race with fory and kryo at these levels on both payloads, a round per machine speed. */
  private RaceDocument race(double foryLevel, double kryoLevel, double... machine) {
    SyntheticRace race = new SyntheticRace(payloads, machine);
    race.race(handWritten, 0, 1, 1)
        .race(copy, 0.01, 1, 1)
        .race(fory, 0.02, foryLevel, foryLevel)
        .race(kryo, 0.03, kryoLevel, kryoLevel);
    return race.document(entrants, 11);
  }
}
