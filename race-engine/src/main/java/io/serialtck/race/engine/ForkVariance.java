package io.serialtck.race.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Sizes a race's rounds from its pilot ({@link Sizing}): the variance of a fork's mean between
 * forks, and of one iteration within a fork, each the median over the series measured in at least
 * two rounds with at least two iterations per fork.
 */
final class ForkVariance {

  /** The fewest rounds of a race: fewer give no useful interval. */
  static final int MIN_ROUNDS = 3;

  /** The rounds measured with the pilot's iterations before the race is sized. */
  static final int PILOT_ROUNDS = 2;

  /** The most measured iterations per fork the sizing chooses. */
  static final int MAX_ITERATIONS = 10;

  /** The half-width the number of rounds is sized for, in percent. */
  static final int TARGET_PERCENT = 3;

  private static final double Z = 1.96;

  private ForkVariance() {}

  /**
   * The sizing after the pilot.
   *
   * @param pilot every fork of the pilot rounds
   * @param forkSeconds a fork's cost per benchmark before its measured iterations (its share of the
   *     JVM's start and set-up, and the warm-up)
   * @param iterationSeconds one measured iteration's length
   * @param budgetMinutes the race's budget
   */
  static Sizing size(
      List<ForkSample> pilot, double forkSeconds, double iterationSeconds, double budgetMinutes) {
    Map<String, List<ForkSample>> bySeries = new HashMap<>();
    for (ForkSample sample : pilot) {
      if (sample.iterations().size() >= 2) {
        bySeries.computeIfAbsent(key(sample), k -> new ArrayList<>()).add(sample);
      }
    }
    List<Double> within = new ArrayList<>();
    List<Double> between = new ArrayList<>();
    for (List<ForkSample> forks : bySeries.values()) {
      if (forks.size() < 2) {
        continue;
      }
      double withinVariance =
          forks.stream().mapToDouble(f -> variance(logs(f.iterations()))).average().orElse(0);
      double iterations = forks.stream().mapToInt(f -> f.iterations().size()).average().orElse(1);
      List<Double> means = forks.stream().map(f -> Math.log(f.nanosPerOp())).toList();
      within.add(withinVariance);
      between.add(Math.max(0, variance(means) - withinVariance / iterations));
    }
    int rounds = pilot.stream().mapToInt(ForkSample::round).max().orElse(0);
    if (within.isEmpty()) {
      return new Sizing(
          rounds, 0, 0, 0, MAX_ITERATIONS, MIN_ROUNDS, rounds, budgetMinutes, "the pilot");
    }
    double withinSquared = median(within);
    double betweenSquared = median(between);
    int iterationsPerFork =
        iterationsPerFork(forkSeconds / iterationSeconds, withinSquared, betweenSquared);
    double ratioVariance = 2 * (betweenSquared + withinSquared / iterationsPerFork);
    double width = 2 * TARGET_PERCENT / 100.0;
    int roundsForTarget =
        (int) Math.max(MIN_ROUNDS, Math.ceil(4 * Z * Z * ratioVariance / (width * width)));
    return new Sizing(
        rounds,
        within.size(),
        Math.sqrt(betweenSquared),
        Math.sqrt(withinSquared),
        iterationsPerFork,
        roundsForTarget,
        rounds,
        budgetMinutes,
        "the pilot");
  }

  /** Kalibera and Jones's optimal repetitions at the lower level, from 1 to the maximum. */
  static int iterationsPerFork(double costRatio, double withinSquared, double betweenSquared) {
    if (betweenSquared <= 0) {
      return MAX_ITERATIONS;
    }
    double optimal = Math.ceil(Math.sqrt(costRatio * withinSquared / betweenSquared));
    return (int) Math.max(1, Math.min(MAX_ITERATIONS, optimal));
  }

  private static String key(ForkSample sample) {
    return String.join(
        "\u0000", sample.configuration(), sample.version(), sample.payload(), sample.benchmark());
  }

  private static List<Double> logs(List<Double> values) {
    return values.stream().filter(v -> v > 0).map(Math::log).toList();
  }

  /** The sample variance, 0 for fewer than two values. */
  static double variance(List<Double> values) {
    int n = values.size();
    if (n < 2) {
      return 0;
    }
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
    return squares / (n - 1);
  }

  private static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
