package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.race.engine.stats.Interval;
import org.junit.jupiter.api.Test;

class AaControlTest {

  @Test
  void holdsWhenTheCopysIntervalContainsOneAndWidensTheBandToItsReach() {
    AaControl control = AaControl.of(new Interval(1.01, 0.98, 1.05));

    assertThat(control.holds()).isTrue();
    assertThat(control.missedBy()).isZero();
    assertThat(control.delta()).isCloseTo(0.05, within(1e-12));
  }

  @Test
  void failsWhenTheIntervalMissesOneAndSaysByHowMuch() {
    AaControl slower = AaControl.of(new Interval(1.07, 1.04, 1.10));
    AaControl faster = AaControl.of(new Interval(0.93, 0.90, 0.95));

    assertThat(slower.holds()).isFalse();
    assertThat(slower.missedBy()).isCloseTo(0.04, within(1e-12));
    assertThat(faster.holds()).isFalse();
    assertThat(faster.missedBy()).isCloseTo(1 / 0.95 - 1, within(1e-12));
  }

  @Test
  void withoutAnIntervalItDoesNotHold() {
    AaControl control = AaControl.of(Interval.point(1.0));

    assertThat(control.holds()).isFalse();
    assertThat(control.delta()).isEqualTo(0.03);
  }
}
