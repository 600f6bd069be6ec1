package io.serialtck.race.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class TierRuleTest {

  private static final double DELTA = 0.03;

  @Test
  void anIntervalAboveTheBandIsSlowerAndBelowItFaster() {
    assertThat(TierRule.compare(new Interval(1.08, 1.05, 1.10), DELTA))
        .isEqualTo(Comparison.SLOWER);
    assertThat(TierRule.compare(new Interval(0.92, 0.90, 0.95), DELTA))
        .isEqualTo(Comparison.FASTER);
    assertThat(Comparison.SLOWER.different()).isTrue();
  }

  @Test
  void anIntervalInsideTheBandIsATie() {
    assertThat(TierRule.compare(new Interval(1.0, 0.99, 1.02), DELTA)).isEqualTo(Comparison.TIE);
    assertThat(TierRule.compare(new Interval(1.0, 1 / 1.03, 1.03), DELTA))
        .as("the band's edges belong to it")
        .isEqualTo(Comparison.TIE);
    assertThat(Comparison.TIE.different()).isFalse();
  }

  @Test
  void anIntervalAcrossAnEdgeOrNoIntervalIsInconclusive() {
    assertThat(TierRule.compare(new Interval(1.03, 1.01, 1.06), DELTA))
        .isEqualTo(Comparison.INCONCLUSIVE);
    assertThat(TierRule.compare(new Interval(1.0, 0.90, 1.10), DELTA))
        .as("wider than the band on both sides")
        .isEqualTo(Comparison.INCONCLUSIVE);
    assertThat(TierRule.compare(Interval.point(2.0), DELTA)).isEqualTo(Comparison.INCONCLUSIVE);
  }

  @Test
  void theBandIsThreePercentOrWhatTheControlMeasuredIfMore() {
    assertThat(TierRule.delta(null)).isEqualTo(0.03);
    assertThat(TierRule.delta(new Interval(1.0, 0.99, 1.01))).isEqualTo(0.03);
    assertThat(TierRule.delta(new Interval(1.0, 0.95, 1.02)))
        .isCloseTo(1 / 0.95 - 1, within(1e-12));
    assertThat(TierRule.delta(new Interval(1.0, 0.99, 1.07))).isCloseTo(0.07, within(1e-12));
  }

  @Test
  void aWiderBandTurnsADifferenceIntoATie() {
    Interval ratio = new Interval(1.05, 1.04, 1.06);

    assertThat(TierRule.compare(ratio, 0.03)).isEqualTo(Comparison.SLOWER);
    assertThat(TierRule.compare(ratio, 0.07)).isEqualTo(Comparison.TIE);
  }
}
