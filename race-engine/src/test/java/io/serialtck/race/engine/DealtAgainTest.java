package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DealtAgainTest {

  @Test
  void racesOfTheSameSpeedsKeepEveryTierInEveryDeal() {
    List<RaceDocument> races =
        List.of(
            SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98),
            SyntheticRace.foryAndKryo(2.0, 4.0, 0.97, 1.02, 1.08));

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
    RaceDocument first = SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    RaceDocument swapped = SyntheticRace.foryAndKryo(4.0, 2.0, 0.97, 1.02, 1.08, 0.99, 1.01);
    RaceAgreement asRun = RaceAgreement.of(List.of("a", "b"), List.of(first, swapped));

    DealtAgain deals = asRun.dealtAgain();

    assertThat(asRun.keepingTheirTier()).as("only hand-written keeps tier 1").isEqualTo(1);
    assertThat(deals.keptMean()).isGreaterThan(2);
    assertThat(deals.dealsKeepingNoMore()).isLessThan(DealtAgain.DEALS / 4);
    assertThat(DealtAgain.of(List.of(first, swapped), 11, 1))
        .as("the same deals for the same seed")
        .isEqualTo(deals);
  }
}
