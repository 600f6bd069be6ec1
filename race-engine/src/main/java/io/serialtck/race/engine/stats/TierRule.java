package io.serialtck.race.engine.stats;

/**
 * When two entrants differ: the 95% interval of the ratio of their times (paired by round) against
 * the noise band {@code [1 / (1 + δ), 1 + δ]}, with {@code δ} the larger of {@value
 * #FLOOR_PERCENT}% and what the A/A control measured ({@link #delta}). Outside the band: different
 * ({@link Comparison#SLOWER} above it, {@link Comparison#FASTER} below it); inside: a {@link
 * Comparison#TIE}; across an edge, or without an interval: {@link Comparison#INCONCLUSIVE}.
 */
public final class TierRule {

  /** The smallest noise band, in percent: differences below it are not worth telling. */
  public static final int FLOOR_PERCENT = 3;

  private static final double FLOOR = FLOOR_PERCENT / 100.0;

  private TierRule() {}

  /**
   * The half-width of the noise band: the larger of 3% and how far the A/A control's interval
   * reaches from 1 ({@link Interval#reachFromOne()}); 3% when there is no control.
   */
  public static double delta(Interval control) {
    if (control == null || !control.bounded()) {
      return FLOOR;
    }
    return Math.max(FLOOR, control.reachFromOne());
  }

  /** What the interval of the ratio of A's time to B's says about A against B. */
  public static Comparison compare(Interval ratio, double delta) {
    if (!ratio.bounded()) {
      return Comparison.INCONCLUSIVE;
    }
    double upper = 1 + delta;
    double lower = 1 / upper;
    if (ratio.low() > upper) {
      return Comparison.SLOWER;
    }
    if (ratio.high() < lower) {
      return Comparison.FASTER;
    }
    if (ratio.low() >= lower && ratio.high() <= upper) {
      return Comparison.TIE;
    }
    return Comparison.INCONCLUSIVE;
  }
}
