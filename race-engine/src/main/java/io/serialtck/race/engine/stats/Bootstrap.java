package io.serialtck.race.engine.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The race's confidence intervals: a seeded bootstrap over rounds of the geometric mean of positive
 * values (per-round ratios, or fork times), never narrower than Student's t interval. Each resample
 * draws as many rounds as there are, with replacement, and takes the mean of their logarithms; the
 * bootstrap interval is the expanded percentile interval of those means (Hesterberg, "What teachers
 * should know about the bootstrap", 2015): the percentiles at {@code α'/2} and {@code 1 - α'/2},
 * where {@code α'/2 = P(Z > sqrt(n / (n - 1)) · t(0.975, n - 1))}. A bootstrap mean cannot leave
 * the range of the values, however far its percentiles are pushed out, and with few rounds that
 * range is too narrow: with three rounds {@code [min, max]} holds the true mean only 75% of the
 * time ({@code 1 - 2 · 2^-3}), with two 50%. So the interval reaches as far as the wider of the
 * bootstrap's and Student's t interval on the logarithms ({@code mean ± t(0.975, n - 1) · s /
 * sqrt(n)}); from about ten rounds on the two nearly agree and the bootstrap's skew shows.
 * Everything is a pure function of the values and the seed, so anyone with {@code race.json} can
 * recompute an interval.
 */
public final class Bootstrap {

  /** Resamples per interval. */
  public static final int RESAMPLES = 10_000;

  /** The confidence of every interval. */
  public static final double CONFIDENCE = 0.95;

  private Bootstrap() {}

  /**
   * The geometric mean of {@code values} with its 95% interval; without one (a point) when there
   * are fewer than two values.
   *
   * @param values positive values, one per round
   * @param seed the seed of this series' resampling
   * @throws IllegalArgumentException when there is no value, or one is not positive and finite
   */
  public static Interval geometricMean(double[] values, long seed) {
    int n = values.length;
    if (n == 0) {
      throw new IllegalArgumentException("no value to take the mean of");
    }
    double[] logs = new double[n];
    double sum = 0;
    for (int i = 0; i < n; i++) {
      if (!(values[i] > 0) || Double.isInfinite(values[i])) {
        throw new IllegalArgumentException("not a positive finite value: " + values[i]);
      }
      logs[i] = Math.log(values[i]);
      sum += logs[i];
    }
    double estimate = Math.exp(sum / n);
    if (n < 2) {
      return Interval.point(estimate);
    }
    SplittableRandom random = new SplittableRandom(seed);
    double[] means = new double[RESAMPLES];
    for (int b = 0; b < RESAMPLES; b++) {
      double drawn = 0;
      for (int i = 0; i < n; i++) {
        drawn += logs[random.nextInt(n)];
      }
      means[b] = drawn / n;
    }
    Arrays.sort(means);
    double tail = tail(n);
    double mean = sum / n;
    double halfWidth = Quantiles.t975(n - 1) * standardDeviation(logs, mean) / Math.sqrt(n);
    double low = Math.min(percentile(means, tail), mean - halfWidth);
    double high = Math.max(percentile(means, 1 - tail), mean + halfWidth);
    return new Interval(estimate, Math.exp(low), Math.exp(high));
  }

  /**
   * The sample standard deviation (n - 1 in the denominator) of {@code values} about {@code mean}.
   */
  private static double standardDeviation(double[] values, double mean) {
    double squares = 0;
    for (double value : values) {
      squares += (value - mean) * (value - mean);
    }
    return Math.sqrt(squares / (values.length - 1));
  }

  /** The probability in each tail of the expanded percentile interval for {@code n} rounds. */
  static double tail(int n) {
    double widened = Math.sqrt(n / (n - 1.0)) * Quantiles.t975(n - 1);
    return Quantiles.upperTail(widened);
  }

  /** The value at fraction {@code p} of sorted {@code values}, interpolating between neighbours. */
  static double percentile(double[] sorted, double p) {
    double position = p * (sorted.length - 1);
    int below = (int) Math.floor(position);
    int above = Math.min(below + 1, sorted.length - 1);
    double weight = position - below;
    return sorted[below] + weight * (sorted[above] - sorted[below]);
  }

  /**
   * The seed of one series: the race's seed mixed with the series' key ({@code String.hashCode}),
   * so that every series is resampled independently and reproducibly.
   */
  public static long seedOf(long raceSeed, String seriesKey) {
    long mixed = raceSeed ^ (seriesKey.hashCode() * 0x9E3779B97F4A7C15L);
    return new SplittableRandom(mixed).nextLong();
  }
}
