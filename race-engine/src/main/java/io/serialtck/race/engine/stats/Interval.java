package io.serialtck.race.engine.stats;

/**
 * An estimate with its 95% confidence interval, as the race gives a ratio or a time: {@code low}
 * and {@code high} are null when there were too few rounds for an interval (fewer than two).
 *
 * @param estimate the point estimate (a geometric mean)
 * @param low the interval's lower end, or null
 * @param high the interval's upper end, or null
 */
public record Interval(double estimate, Double low, Double high) {

  /** An estimate without an interval. */
  public static Interval point(double estimate) {
    return new Interval(estimate, null, null);
  }

  /** Whether it has an interval. */
  public boolean bounded() {
    return low != null && high != null;
  }

  /** Whether the interval holds {@code value}; false without an interval. */
  public boolean contains(double value) {
    return bounded() && low <= value && value <= high;
  }

  /**
   * How far the interval reaches from 1 on a ratio's scale, as a fraction: {@code max(high, 1 /
   * low) - 1}, so {@code [0.97, 1.02]} reaches 0.031. Infinite without an interval.
   */
  public double reachFromOne() {
    if (!bounded()) {
      return Double.POSITIVE_INFINITY;
    }
    return Math.max(high, 1 / low) - 1;
  }
}
