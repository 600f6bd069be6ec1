package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LinearAxisTest {

  @Test
  void stepsAreOneTwoOrFiveTimesAPowerOfTen() {
    assertThat(LinearAxis.niceStep(0.3)).isCloseTo(0.5, within(1e-12));
    assertThat(LinearAxis.niceStep(1)).isEqualTo(1);
    assertThat(LinearAxis.niceStep(1.01)).isEqualTo(2);
    assertThat(LinearAxis.niceStep(246.8)).isEqualTo(500);
    assertThat(LinearAxis.niceStep(600)).isEqualTo(1000);
  }

  @Test
  void endsAtTheFirstStepAtOrAboveTheLargestValue() {
    LinearAxis axis = LinearAxis.upTo(1234, 100, 500);

    assertThat(axis.upper()).isEqualTo(1500);
    assertThat(axis.ticks()).containsExactly(0d, 500d, 1000d, 1500d);
    assertThat(axis.position(0)).isEqualTo(100);
    assertThat(axis.position(750)).isEqualTo(300);
  }

  @Test
  void aRoundMaximumIsTheUpperBound() {
    LinearAxis axis = LinearAxis.upTo(1000, 0, 1);

    assertThat(axis.upper()).isEqualTo(1000);
    assertThat(axis.ticks()).containsExactly(0d, 200d, 400d, 600d, 800d, 1000d);
  }

  @Test
  void nothingButZerosStillGivesAnAxis() {
    LinearAxis axis = LinearAxis.upTo(0, 0, 100);

    assertThat(axis.upper()).isEqualTo(1);
    assertThat(axis.position(0)).isEqualTo(0);
  }
}
