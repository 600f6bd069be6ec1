package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LogAxisTest {

  @Test
  void decadesRoundOutToPowersOfTenAndTickEachOne() {
    LogAxis axis = LogAxis.decades(3, 4500, 0, 400);

    assertThat(axis.lower()).isEqualTo(1);
    assertThat(axis.upper()).isEqualTo(10_000);
    assertThat(axis.ticks()).containsExactly(1d, 10d, 100d, 1000d, 10_000d);
  }

  @Test
  void exactPowersOfTenAreTheirOwnBounds() {
    LogAxis axis = LogAxis.decades(100, 1000, 0, 1);

    assertThat(axis.lower()).isEqualTo(100);
    assertThat(axis.upper()).isEqualTo(1000);
    assertThat(axis.ticks()).containsExactly(100d, 1000d);
  }

  @Test
  void aSingleValueStillSpansADecade() {
    LogAxis axis = LogAxis.decades(100, 100, 0, 1);

    assertThat(axis.lower()).isEqualTo(100);
    assertThat(axis.upper()).isEqualTo(1000);
  }

  @Test
  void valuesBelowOneGoToNegativeExponents() {
    LogAxis axis = LogAxis.decades(0.02, 0.5, 0, 1);

    assertThat(axis.lower()).isCloseTo(0.01, within(1e-12));
    assertThat(axis.ticks()).hasSize(3);
    assertThat(axis.ticks().get(0)).isCloseTo(0.01, within(1e-12));
    assertThat(axis.ticks().get(1)).isCloseTo(0.1, within(1e-12));
    assertThat(axis.ticks().get(2)).isEqualTo(1);
    assertThat(axis.upper()).isCloseTo(1, within(1e-12));
  }

  @Test
  void mapsLogarithmicallyAndAnInvertedRangeForAYAxis() {
    LogAxis x = LogAxis.decades(1, 100, 50, 250);
    assertThat(x.position(1)).isEqualTo(50);
    assertThat(x.position(10)).isCloseTo(150, within(1e-9));
    assertThat(x.position(100)).isCloseTo(250, within(1e-9));

    LogAxis y = LogAxis.decades(10, 10_000, 400, 40);
    assertThat(y.position(10)).isEqualTo(400);
    assertThat(y.position(10_000)).isCloseTo(40, within(1e-9));
    assertThat(y.position(100)).isCloseTo(280, within(1e-9));
  }

  @Test
  void manyDecadesAreTickedEverySoManyAndNeverMoreThanTheMaximum() {
    LogAxis axis = LogAxis.decades(1, 1e20, 0, 1);

    assertThat(axis.ticks()).hasSizeLessThanOrEqualTo(LogAxis.MAX_TICKS).first().isEqualTo(1d);
    assertThat(axis.ticks().get(1)).isEqualTo(1000d);
  }

  @Test
  void paddedLeavesAMarginOnBothSidesAndTicksOnlyInsideIt() {
    LogAxis axis = LogAxis.padded(1, 1_048_576, 1.6, 0, 1);

    assertThat(axis.lower()).isEqualTo(1 / 1.6);
    assertThat(axis.upper()).isEqualTo(1_048_576 * 1.6);
    assertThat(axis.position(1)).isGreaterThan(0);
    assertThat(axis.position(1_048_576)).isLessThan(1);
    assertThat(axis.ticks()).first().isEqualTo(1d);
    assertThat(axis.ticks()).last().isEqualTo(1e6);
  }

  @Test
  void refusesBoundsALogAxisCannotHave() {
    assertThatThrownBy(() -> LogAxis.decades(0, 10, 0, 1))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
