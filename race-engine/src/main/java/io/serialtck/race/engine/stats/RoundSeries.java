package io.serialtck.race.engine.stats;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One entrant's figure per round (its time, or its time over the hand-written time in that round),
 * and how many payloads it covers: the input of the race's intervals and tiers.
 *
 * @param key the entrant, as the tables name it
 * @param covered how many payloads the figures cover (an entrant that covers fewer ranks lower)
 * @param byRound the figure of each round it has one for, by round number
 */
public record RoundSeries(String key, int covered, SortedMap<Integer, Double> byRound) {

  public RoundSeries {
    byRound = new TreeMap<>(byRound);
  }

  /** A series over every payload there is to cover ({@code covered} 1). */
  public static RoundSeries of(String key, Map<Integer, Double> byRound) {
    return new RoundSeries(key, 1, new TreeMap<>(byRound));
  }

  /** Its geometric mean over its rounds, with the interval, seeded by the race's seed and key. */
  public Interval interval(long raceSeed) {
    return Bootstrap.geometricMean(values(), Bootstrap.seedOf(raceSeed, key));
  }

  /**
   * The interval of this series over {@code other}, round by round (rounds both have): the ratio of
   * their figures, paired within each round.
   *
   * @throws IllegalArgumentException when they share no round
   */
  public Interval over(RoundSeries other, long raceSeed) {
    double[] ratios =
        byRound.entrySet().stream()
            .filter(e -> other.byRound.containsKey(e.getKey()))
            .mapToDouble(e -> e.getValue() / other.byRound.get(e.getKey()))
            .toArray();
    if (ratios.length == 0) {
      throw new IllegalArgumentException(key + " and " + other.key + " share no round");
    }
    return Bootstrap.geometricMean(ratios, Bootstrap.seedOf(raceSeed, key + " / " + other.key));
  }

  /** Whether it has a figure in a round {@code other} has one in too. */
  public boolean sharesRoundWith(RoundSeries other) {
    return byRound.keySet().stream().anyMatch(other.byRound::containsKey);
  }

  /** Its geometric mean over its rounds. */
  public double estimate() {
    double logs = 0;
    for (double value : byRound.values()) {
      logs += Math.log(value);
    }
    return Math.exp(logs / byRound.size());
  }

  private double[] values() {
    return byRound.values().stream().mapToDouble(Double::doubleValue).toArray();
  }
}
