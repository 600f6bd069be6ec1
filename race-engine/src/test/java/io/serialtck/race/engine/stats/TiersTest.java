package io.serialtck.race.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class TiersTest {

  private static final double[] ROUND_NOISE = {1.00, 1.08, 0.95, 1.03, 0.99, 1.05};

  @Test
  void tiesShareATierAndAClearlySlowerEntrantStartsTheNext() {
    RoundSeries fast = series("fast", 1, 1.00, 0);
    RoundSeries level = series("level", 1, 1.01, 0.002);
    RoundSeries slow = series("slow", 1, 1.50, 0);
    RoundSeries slower = series("slower", 1, 3.00, 0);

    Map<String, Integer> tiers = Tiers.of(List.of(slower, level, slow, fast), 0.03, 1);

    assertThat(tiers)
        .containsExactly(
            Map.entry("fast", 1),
            Map.entry("level", 1),
            Map.entry("slow", 2),
            Map.entry("slower", 3));
  }

  @Test
  void anEntrantTheRaceCannotTellFromTheLeaderStaysInItsTier() {
    RoundSeries leader = series("leader", 1, 1.00, 0);
    // 6% slower on average, but by 0% to 12% from round to round: inconclusive, not different.
    RoundSeries unsure = series("unsure", 1, 1.06, 0.06);

    assertThat(Tiers.of(List.of(leader, unsure), 0.03, 1))
        .containsExactly(Map.entry("leader", 1), Map.entry("unsure", 1));
  }

  @Test
  void anEntrantCoveringFewerPayloadsRanksAfterThoseCoveringMore() {
    RoundSeries all = series("all", 2, 2.00, 0);
    RoundSeries fewer = series("fewer", 1, 0.50, 0);

    assertThat(Tiers.of(List.of(fewer, all), 0.03, 1))
        .containsExactly(Map.entry("all", 1), Map.entry("fewer", 2));
  }

  @Test
  void theSameSeedGivesTheSameTiers() {
    List<RoundSeries> series =
        List.of(series("a", 1, 1.0, 0.05), series("b", 1, 1.04, 0.05), series("c", 1, 1.1, 0.05));

    assertThat(Tiers.of(series, 0.03, 9)).isEqualTo(Tiers.of(series, 0.03, 9));
  }

  /**
   * A series with {@code level} in every round, times the round's machine noise (shared by every
   * entrant of the round, which pairing cancels), plus its own wobble of {@code own} alternating in
   * sign.
   */
  private static RoundSeries series(String key, int covered, double level, double own) {
    TreeMap<Integer, Double> byRound = new TreeMap<>();
    for (int round = 1; round <= ROUND_NOISE.length; round++) {
      double wobble = round % 2 == 0 ? 1 + own : 1 - own;
      byRound.put(round, level * ROUND_NOISE[round - 1] * wobble);
    }
    return new RoundSeries(key, covered, byRound);
  }
}
