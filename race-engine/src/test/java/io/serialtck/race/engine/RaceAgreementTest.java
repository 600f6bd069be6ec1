package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RaceAgreementTest {

  @Test
  void racesOfTheSameSpeedsAgreeOnEveryEstimateTierAndPair() {
    RaceDocument first = SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    RaceDocument second = SyntheticRace.foryAndKryo(2.0, 4.0, 0.97, 1.02, 1.08, 0.99, 1.01);

    RaceAgreement agreement = RaceAgreement.of(List.of("a", "b"), List.of(first, second));

    assertThat(agreement.races()).extracting(RaceAgreement.RaceFigures::rounds).containsOnly(5);
    assertThat(agreement.entrants())
        .extracting(RaceAgreement.EntrantAgreement::configuration)
        .containsExactly("hand-written", "fory-consistent", "kryo-default");
    assertThat(agreement.keepingTheirTier()).isEqualTo(3);
    assertThat(agreement.othersInside()).isEqualTo(agreement.othersChecked()).isEqualTo(6);
    assertThat(agreement.pairs().toldAlike()).as("3 pairs, each told apart in both").isEqualTo(3);
    assertThat(agreement.pairs().opposite()).isZero();
    assertThat(agreement.contradictions()).isEmpty();
  }

  @Test
  void aPairToldApartTheOtherWayRoundIsAContradictionNamingBothRaces() {
    RaceDocument first = SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    RaceDocument swapped = SyntheticRace.foryAndKryo(4.0, 2.0, 1.00, 1.10, 0.95, 1.04, 0.98);

    RaceAgreement agreement = RaceAgreement.of(List.of("a", "b"), List.of(first, swapped));

    assertThat(agreement.contradictions())
        .containsExactly(
            new RaceAgreement.Contradiction("fory-consistent 1", "kryo-default 1", "a", "b"));
    assertThat(agreement.pairs().opposite()).isEqualTo(1);
    assertThat(agreement.keepingTheirTier()).as("only hand-written keeps tier 1").isEqualTo(1);
    assertThat(agreement.othersInside())
        .as("hand-written's 1 in both; fory and kryo outside each other's")
        .isEqualTo(2);
  }

  @Test
  void anEntrantOneRaceDidNotRankIsNotInEveryRaceAndKeepsNoTier() {
    RaceDocument first = SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    SyntheticRace without =
        new SyntheticRace(SyntheticRace.TWO_PAYLOADS, 1.00, 1.10, 0.95, 1.04, 0.98);
    without
        .race(SyntheticRace.HAND_WRITTEN, 0, 1, 1)
        .race(SyntheticRace.COPY, 0.01, 1, 1)
        .race(SyntheticRace.FORY, 0.02, 2, 2);

    RaceAgreement agreement =
        RaceAgreement.of(
            List.of("a", "b"),
            List.of(
                first,
                without.document(
                    List.of(SyntheticRace.HAND_WRITTEN, SyntheticRace.COPY, SyntheticRace.FORY),
                    5)));

    assertThat(agreement.inEveryRace()).isEqualTo(2);
    RaceAgreement.EntrantAgreement kryoRow = agreement.entrants().get(2);
    assertThat(kryoRow.standings().get(1)).isNull();
    assertThat(kryoRow.tierKept()).isFalse();
    assertThat(kryoRow.othersChecked()).isZero();
  }

  @Test
  void aRaceWithoutForksIsRefusedByName() {
    RaceDocument first = SyntheticRace.foryAndKryo(2.0, 4.0, 1.00, 1.10, 0.95, 1.04, 0.98);
    RaceDocument weighing =
        new RaceDocument(3, "17", "m", "t", 0, null, "d", List.of(), List.of(), List.of());

    assertThatThrownBy(
            () -> RaceAgreement.of(List.of("a", "old/race.json"), List.of(first, weighing)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("old/race.json has no forks");
    assertThatThrownBy(() -> RaceAgreement.of(List.of("a"), List.of(first)))
        .hasMessageContaining("two races or more");
  }
}
