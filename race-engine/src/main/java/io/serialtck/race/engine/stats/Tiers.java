package io.serialtck.race.engine.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tiers instead of a strict order. Entrants that cover more payloads come first (one that cannot
 * carry a payload is not faster on it); among those that cover as many, from the smallest estimate
 * up, an entrant joins the current tier unless the interval of its figure over the tier leader's
 * (the tier's first, paired by round) says it is slower ({@link TierRule}); then it leads a new
 * tier. So every tier's members are ties with its leader, or the race could not tell them from it.
 * Tiers are numbered from 1 without gaps.
 */
public final class Tiers {

  private Tiers() {}

  /**
   * The tier of each series, by key, best first.
   *
   * @param delta the noise band's half-width ({@link TierRule#delta})
   */
  public static Map<String, Integer> of(List<RoundSeries> series, double delta, long raceSeed) {
    List<RoundSeries> sorted = new ArrayList<>(series);
    sorted.sort(
        Comparator.comparingInt((RoundSeries s) -> -s.covered())
            .thenComparingDouble(RoundSeries::estimate)
            .thenComparing(RoundSeries::key));
    Map<String, Integer> tiers = new LinkedHashMap<>();
    int tier = 0;
    RoundSeries leader = null;
    for (RoundSeries entrant : sorted) {
      if (leader == null
          || entrant.covered() != leader.covered()
          || slower(entrant, leader, delta, raceSeed)) {
        tier++;
        leader = entrant;
      }
      tiers.put(entrant.key(), tier);
    }
    return tiers;
  }

  /**
   * Whether the race tells {@code entrant} slower than {@code leader}; not without a round both
   * have.
   */
  private static boolean slower(
      RoundSeries entrant, RoundSeries leader, double delta, long raceSeed) {
    return entrant.sharesRoundWith(leader)
        && TierRule.compare(entrant.over(leader, raceSeed), delta) == Comparison.SLOWER;
  }
}
