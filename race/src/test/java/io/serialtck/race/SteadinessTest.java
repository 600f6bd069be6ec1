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

  @Test
  void theHandWrittenForkOfSeed68EndedOffItsPlateau() {
    // r01 session-1MB deserialize: its warm-up's last 8 iterations, then its 5 measured, in ns
    List<Double> warmup =
        List.of(
            168_682.0, 166_614.0, 163_359.0, 170_588.0, 164_923.0, 165_130.0, 167_718.0, 182_466.0);
    List<Double> measured = List.of(167_095.0, 170_535.0, 1_431_544.0, 4_300_424.0, 4_413_832.0);

    assertThat(Steadiness.plateau(warmup)).isEqualTo(167_718.0);
    assertThat(Steadiness.left(warmup, measured, 2)).isTrue();
    assertThat(Steadiness.left(warmup, measured.subList(0, 2), 2))
        .as("its first two iterations lie on the plateau")
        .isFalse();
    assertThat(Steadiness.left(warmup, measured.subList(0, 3), 2))
        .as("8.5 times slower at the third")
        .isTrue();
    assertThat(Steadiness.left(warmup, measured, 30)).as("none strays 30×").isFalse();
  }

  @Test
  void aMeasurementThatGetsFasterLeavesThePlateauToo() {
    // fory-registered r01 session-1MB serialize: compiled late, within its measurement
    List<Double> warmup =
        List.of(8_815_920.0, 9_172_280.0, 8_509_008.0, 9_823_565.0, 9_096_671.0, 8_796_562.0);
    List<Double> measured = List.of(8_248_132.0, 8_384_832.0, 8_374_497.0, 2_990_400.0, 636_549.0);

    assertThat(Steadiness.left(warmup, measured, 2)).isTrue();
    assertThat(Steadiness.left(warmup, measured.subList(0, 3), 2)).isFalse();
  }

  @Test
  void onlyTheLastIterationCountsTheFactorIsExclusiveAndNothingLeavesWithoutAWarmUp() {
    List<Double> warmup = Collections.nCopies(10, 100.0);
    assertThat(Steadiness.left(warmup, List.of(100.0, 200.0, 50.0), 2))
        .as("exactly 2× either way")
        .isFalse();
    assertThat(Steadiness.left(warmup, List.of(100.0, 200.1), 2)).isTrue();
    assertThat(Steadiness.left(warmup, List.of(100.0, 49.9), 2)).isTrue();
    assertThat(Steadiness.left(warmup, List.of(100.0, 900.0, 101.0), 2))
        .as("a slow iteration the plateau follows again is a passing cost")
        .isFalse();
    assertThat(Steadiness.left(warmup, List.of(), 2)).as("a failed measurement").isFalse();
    assertThat(Steadiness.left(List.of(), List.of(100.0, 1e9), 2)).isFalse();
    assertThat(Steadiness.plateau(List.of())).isNaN();
    assertThat(Steadiness.plateau(List.of(300.0, 100.0)))
        .as("fewer than a window")
        .isEqualTo(200.0);
  }
}
