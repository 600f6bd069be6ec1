package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The plateau rule, on warm-up curves of the shapes measured on this machine. */
class SteadinessTest {

  @Test
  void aCurveThatHasFlattenedIsSteadyOnlyAfterTheLeastWarmUp() {
    // 100 ms iterations: compiled after 0.5 s, flat from then on
    List<Double> curve = new ArrayList<>(List.of(1257.0, 824.0, 490.0, 603.0, 391.0));
    curve.addAll(Collections.nCopies(4, 115.0));

    assertThat(Steadiness.steady(curve, 100, 3)).as("9 iterations: too few").isFalse();
    curve.add(116.0);
    assertThat(Steadiness.steady(curve, 1000, 3))
        .as("10 iterations: the window before still holds the cold ones")
        .isFalse();
    curve.addAll(List.of(114.0, 116.0, 115.0, 117.0, 114.0));
    assertThat(Steadiness.steady(curve, 200, 3)).isTrue();
    assertThat(Steadiness.steady(curve, 100, 3)).as("1.5 s is not enough").isFalse();
    curve.addAll(Collections.nCopies(15, 115.0));
    assertThat(Steadiness.steady(curve, 100, 3)).as("3 s is").isTrue();
  }

  @Test
  void aStillFallingCurveIsNotSteadyAndOneSlowIterationDoesNotMoveTheMedian() {
    List<Double> falling = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      falling.add(10_000.0 * Math.pow(0.95, i));
    }
    assertThat(Steadiness.steady(falling, 200, 3)).isFalse();
    assertThat(Steadiness.steady(falling, 200, 30)).as("a wide tolerance takes it").isTrue();

    List<Double> spiked = new ArrayList<>(Collections.nCopies(30, 175.0));
    spiked.set(27, 5124.0);
    assertThat(Steadiness.steady(spiked, 100, 3)).isTrue();
  }
}
