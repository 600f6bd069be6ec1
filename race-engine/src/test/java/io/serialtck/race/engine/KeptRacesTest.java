package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The full races kept in {@code docs/races}, real forks of this machine: the three stored with the
 * current method recompute to their own standings and control from their forks and seed alone, and
 * the quiet races never tell a pair of entrants apart the opposite way round.
 */
class KeptRacesTest {

  private static final Path RACES = Path.of("..", "docs", "races");

  @Test
  void racesStoredWithTheCurrentMethodRecomputeToTheirOwnStandingsAndControl() {
    for (String seed : List.of("3", "5", "6", "68")) {
      RaceDocument race = read(seed);

      RaceStandings recomputed = RaceStandings.of(race);

      assertThat(recomputed.standings()).as("seed " + seed).isEqualTo(race.standings());
      assertThat(recomputed.control()).as("seed " + seed).isEqualTo(race.control());
      assertThat(race.standings()).hasSize(34);
    }
  }

  /**
   * A race under the warmed settings retimes to its own rows from its forks alone: what a race
   * pooled from parts ({@link RacePool}) recomputes is what the race itself wrote.
   */
  @Test
  void aWarmedRaceRetimesToItsOwnRows() {
    RaceDocument race = read("68");

    List<RaceRow> retimed =
        MeasuredRows.retimed(
            race.rows(),
            race.payloads().stream().map(RacePayload::id).toList(),
            race.forks(),
            race.seed());

    assertThat(race.schema()).isEqualTo(4);
    assertThat(retimed).isEqualTo(race.rows());
    assertThat(retimed).filteredOn(RaceRow::timed).hasSizeGreaterThan(200);
  }

  @Test
  void theQuietRacesNeverContradictEachOther() {
    List<String> seeds = List.of("2", "3", "5");

    RaceAgreement agreement =
        RaceAgreement.of(seeds, seeds.stream().map(KeptRacesTest::read).toList());

    assertThat(agreement.contradictions()).isEmpty();
    assertThat(agreement.pairs().toldAlike()).isPositive();
    assertThat(agreement.inEveryRace()).isEqualTo(34);
  }

  /**
   * Issue 35 asked 90% of entrants to keep their tier in three races: dealt again at random, the
   * same rounds never come near it, and the races as run keep as many as a typical deal.
   */
  @Test
  void theQuietRacesKeepTheirTiersAsTheirOwnRoundsDealtAgainDo() {
    List<String> seeds = List.of("2", "3", "5");

    RaceAgreement agreement =
        RaceAgreement.of(seeds, seeds.stream().map(KeptRacesTest::read).toList());

    DealtAgain deals = agreement.dealtAgain();
    assertThat(deals.rounds()).isEqualTo(9);
    assertThat(deals.entrants()).isEqualTo(34);
    assertThat(deals.keptMost()).isLessThan(31).isGreaterThanOrEqualTo(6);
    assertThat(deals.dealsKeepingNoMore())
        .isBetween(DealtAgain.DEALS / 10, DealtAgain.DEALS * 9 / 10);
  }

  private static RaceDocument read(String seed) {
    return RaceJson.read(RACES.resolve("seed-" + seed + ".race.json.gz"));
  }
}
