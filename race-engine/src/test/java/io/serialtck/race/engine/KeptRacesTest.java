package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.race.Steadiness;
import java.nio.file.Path;
import java.time.Instant;
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
    for (String seed : List.of("3", "5", "6", "68", "69", "68-69", "72", "73", "72-73")) {
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
    for (String seed : List.of("68", "69", "72", "73")) {
      RaceDocument race = read(seed);

      List<RaceRow> retimed =
          MeasuredRows.retimed(
              race.rows(),
              race.payloads().stream().map(RacePayload::id).toList(),
              race.forks(),
              race.seed());

      assertThat(race.schema()).isEqualTo(4);
      assertThat(retimed).as("seed " + seed).isEqualTo(race.rows());
      assertThat(retimed).filteredOn(RaceRow::timed).hasSizeGreaterThan(200);
    }
  }

  /**
   * The reference race before seeds 72 and 73 is the two warmed parts pooled: pooling them again
   * gives its rows, standings and control, and its A/A control holds over the four rounds.
   */
  @Test
  void theFormerReferenceIsTheTwoWarmedPartsPooled() {
    RaceDocument kept = poolsAgainToItsKeptFile("68-69", "68", "69");

    assertThat(kept.control().holds()).isTrue();
    assertThat(kept.sizing().rounds()).isEqualTo(4);
    assertThat(OffPlateau.of(kept).orElseThrow().straying()).isEqualTo(17);
  }

  /**
   * The first part of the reference race under the warmed settings ran before a measurement that
   * ended off its plateau was taken again: it kept 10 such of its 1,298 warmed forks, among them
   * the hand-written deserialize of {@code session-1MB} that became 25 times slower in round 1.
   */
  @Test
  void theFirstWarmedPartKeptTenMeasurementsThatEndedOffTheirPlateau() {
    RaceDocument race = read("68");

    OffPlateau warm = OffPlateau.of(race).orElseThrow();

    assertThat(race.settings().measuresAgainOffPlateau()).isFalse();
    assertThat(warm.warmed()).isEqualTo(1298);
    assertThat(warm.straying()).isEqualTo(10);
    assertThat(warm.measuredAgain()).isZero();
    assertThat(warm.factor()).isEqualTo(RaceMode.OFF_PLATEAU_FACTOR);
    assertThat(
            race.forks().stream()
                .filter(f -> f.round() == 1)
                .filter(f -> f.configuration().equals(RaceDocument.HAND_WRITTEN))
                .filter(f -> f.payload().equals("session-1MB"))
                .filter(f -> f.benchmark().equals("deserialize"))
                .filter(f -> Steadiness.left(f.warmup().iterations(), f.iterations(), 2)))
        .hasSize(1);
  }

  /**
   * The first part of the next reference, seed 72, ran under both rules: every race JVM on a fixed
   * heap, and a measurement that ended off its plateau set aside and taken again. So it does not
   * pool with the parts of the reference before it, which ran on the JVM's default heap.
   */
  @Test
  void theFirstPartUnderBothRulesRanOnAFixedHeapAndMeasuredAgainOffThePlateau() {
    RaceDocument race = read("72");

    OffPlateau warm = OffPlateau.of(race).orElseThrow();

    assertThat(race.settings().heapMegabytes()).isEqualTo(RaceMode.HEAP_MEGABYTES);
    assertThat(race.settings().measuresAgainOffPlateau()).isTrue();
    assertThat(race.sizing().rounds()).isEqualTo(2);
    assertThat(warm.warmed()).isEqualTo(1298);
    assertThat(warm.measuredAgain()).isEqualTo(2);
    assertThat(warm.straying()).isZero();
    assertThat(race.control().holds()).isTrue();
    assertThatThrownBy(() -> RacePool.of(List.of(read("68"), race)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("on the JVM's default heap")
        .hasMessageContaining("on a fixed heap of 1024 MB");
  }

  /**
   * The reference race is the two parts run under both rules pooled: pooling them again gives its
   * rows, standings and control, its A/A control holds over the four rounds, and no kept
   * measurement of it ends more than 2× off its plateau.
   */
  @Test
  void theReferenceIsTheTwoPartsUnderBothRulesPooled() {
    RaceDocument kept = poolsAgainToItsKeptFile("72-73", "72", "73");

    OffPlateau warm = OffPlateau.of(kept).orElseThrow();
    assertThat(kept.control().holds()).isTrue();
    assertThat(kept.sizing().rounds()).isEqualTo(4);
    assertThat(kept.settings().heapMegabytes()).isEqualTo(RaceMode.HEAP_MEGABYTES);
    assertThat(warm.warmed()).isEqualTo(2596);
    assertThat(warm.straying()).isZero();
  }

  /**
   * Issue 50 asks the A/A control to hold in three races in a row. Seeds 74, 75 and 76 are three
   * small races of the shape in which the issue saw it fail, run one after the other under both
   * rules: each holds, recomputes to its own standings and control, and the three tell no pair of
   * entrants apart the opposite way round.
   */
  @Test
  void theAaControlHoldsInThreeSmallRacesInARow() {
    List<String> seeds = List.of("74", "75", "76");
    List<RaceDocument> races = seeds.stream().map(KeptRacesTest::read).toList();

    for (RaceDocument race : races) {
      String seed = "seed " + race.seed();
      RaceStandings recomputed = RaceStandings.of(race);
      OffPlateau warm = OffPlateau.of(race).orElseThrow();
      assertThat(race.control().holds()).as(seed).isTrue();
      assertThat(recomputed.control()).as(seed).isEqualTo(race.control());
      assertThat(recomputed.standings()).as(seed).isEqualTo(race.standings());
      assertThat(race.settings().heapMegabytes()).as(seed).isEqualTo(RaceMode.HEAP_MEGABYTES);
      assertThat(race.settings().measuresAgainOffPlateau()).as(seed).isTrue();
      assertThat(race.sizing().rounds()).as(seed).isEqualTo(6);
      assertThat(warm.straying()).as(seed).isZero();
      assertThat(warm.measuredAgain()).as(seed).isZero();
    }
    for (int i = 1; i < races.size(); i++) {
      RaceDocument before = races.get(i - 1);
      Instant beforeEnded =
          Instant.parse(before.startedAt()).plusSeconds(Math.round(before.minutes() * 60));
      assertThat(Instant.parse(races.get(i).startedAt())).isAfter(beforeEnded);
    }
    RaceAgreement agreement = RaceAgreement.of(seeds, races);
    assertThat(agreement.contradictions()).isEmpty();
    assertThat(agreement.inEveryRace()).isEqualTo(5);
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

  /** The kept pooled race, after checking that pooling its parts again gives its rows and tiers. */
  private static RaceDocument poolsAgainToItsKeptFile(String pooledSeeds, String... parts) {
    RaceDocument kept = read(pooledSeeds);

    RaceDocument pooled = RacePool.of(List.of(parts).stream().map(KeptRacesTest::read).toList());

    assertThat(pooled.rows()).as(pooledSeeds).isEqualTo(kept.rows());
    assertThat(pooled.standings()).as(pooledSeeds).isEqualTo(kept.standings());
    assertThat(pooled.control()).as(pooledSeeds).isEqualTo(kept.control());
    return kept;
  }

  private static RaceDocument read(String seed) {
    return RaceJson.read(RACES.resolve("seed-" + seed + ".race.json.gz"));
  }
}
