package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Interval;
import io.serialtck.race.engine.stats.TierRule;

/**
 * The race's A/A control: {@code hand-written-copy}, the hand-written code raced as an entrant of
 * its own, over {@code hand-written}, as the geometric mean over the payloads of the per-round
 * ratios of serialize plus deserialize time. Identical code must come out at 1 within its interval;
 * when it does not, the machine was too noisy for the intervals to be trusted, and the podium
 * leaves speed out.
 *
 * @param ratio the copy's time over the original's, with its interval
 * @param delta the noise band's half-width this race used: the larger of 3% and how far {@code
 *     ratio}'s interval reaches from 1 ({@link TierRule#delta})
 * @param holds whether the interval contains 1
 * @param missedBy how far the interval misses 1, as a fraction (0.04: the nearest end is 4% from
 *     1); 0 when it holds
 */
public record AaControl(Interval ratio, double delta, boolean holds, double missedBy) {

  /** The control of a race from its A/A ratio. */
  public static AaControl of(Interval ratio) {
    boolean holds = ratio.contains(1);
    double missedBy = 0;
    if (!holds && ratio.bounded()) {
      missedBy = ratio.low() > 1 ? ratio.low() - 1 : 1 / ratio.high() - 1;
    }
    return new AaControl(ratio, TierRule.delta(ratio), holds, missedBy);
  }
}
