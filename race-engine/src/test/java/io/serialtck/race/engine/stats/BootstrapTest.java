package io.serialtck.race.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BootstrapTest {

  private static final double[] RATIOS = {1.20, 1.31, 1.18, 1.25, 1.40, 1.22};

  @Test
  void theEstimateIsTheGeometricMeanAndTheIntervalHoldsIt() {
    Interval interval = Bootstrap.geometricMean(RATIOS, 7);

    double logs = 0;
    for (double ratio : RATIOS) {
      logs += Math.log(ratio);
    }
    assertThat(interval.estimate()).isCloseTo(Math.exp(logs / RATIOS.length), within(1e-12));
    assertThat(interval.low()).isLessThan(interval.estimate()).isGreaterThan(1.10);
    assertThat(interval.high()).isGreaterThan(interval.estimate()).isLessThan(1.45);
  }

  @Test
  void theIntervalIsNeverNarrowerThanStudents() {
    double mean = 0;
    for (double ratio : RATIOS) {
      mean += Math.log(ratio) / RATIOS.length;
    }
    double squares = 0;
    for (double ratio : RATIOS) {
      squares += Math.pow(Math.log(ratio) - mean, 2);
    }
    double halfWidth = 2.571 * Math.sqrt(squares / (RATIOS.length - 1)) / Math.sqrt(RATIOS.length);

    Interval interval = Bootstrap.geometricMean(RATIOS, 7);

    assertThat(interval.low()).isLessThanOrEqualTo(Math.exp(mean - halfWidth) + 1e-12);
    assertThat(interval.high()).isGreaterThanOrEqualTo(Math.exp(mean + halfWidth) - 1e-12);
  }

  @Test
  void theSameSeedGivesTheSameIntervalAndAnotherSeedAnotherOne() {
    double[] ratios = new double[20];
    Random random = new Random(3);
    for (int i = 0; i < ratios.length; i++) {
      ratios[i] = Math.exp(0.2 * random.nextGaussian());
    }

    assertThat(Bootstrap.geometricMean(ratios, 7)).isEqualTo(Bootstrap.geometricMean(ratios, 7));
    assertThat(Bootstrap.geometricMean(ratios, 8)).isNotEqualTo(Bootstrap.geometricMean(ratios, 7));
  }

  @Test
  void equalValuesHaveAnIntervalOfNoWidth() {
    Interval interval = Bootstrap.geometricMean(new double[] {2, 2, 2}, 1);

    assertThat(interval.low()).isCloseTo(2, within(1e-12));
    assertThat(interval.high()).isCloseTo(2, within(1e-12));
  }

  @Test
  void oneRoundGivesAnEstimateWithoutAnInterval() {
    Interval interval = Bootstrap.geometricMean(new double[] {1.5}, 1);

    assertThat(interval.estimate()).isEqualTo(1.5);
    assertThat(interval.bounded()).isFalse();
    assertThat(interval.contains(1.5)).isFalse();
  }

  @Test
  void twoRoundsGiveStudentsIntervalFarBeyondBoth() {
    Interval interval = Bootstrap.geometricMean(new double[] {1.0, 1.2}, 3);

    // exp(mean ± 12.706 · s / sqrt(2)) on the logarithms, s = ln(1.2) / sqrt(2)
    double mean = Math.log(1.2) / 2;
    double halfWidth = 12.706 * (Math.log(1.2) / Math.sqrt(2)) / Math.sqrt(2);
    assertThat(interval.low()).isCloseTo(Math.exp(mean - halfWidth), within(1e-9));
    assertThat(interval.high()).isCloseTo(Math.exp(mean + halfWidth), within(1e-9));
  }

  @Test
  void threeRoundsReachBeyondTheirRange() {
    Interval interval = Bootstrap.geometricMean(new double[] {1.0, 1.1, 1.2}, 3);

    assertThat(interval.low()).isLessThan(1.0);
    assertThat(interval.high()).isGreaterThan(1.2);
  }

  @Test
  void fewRoundsWidenTheTailsAndManyRoundsNearlyDoNot() {
    assertThat(Bootstrap.tail(3)).isLessThan(0.001);
    assertThat(Bootstrap.tail(6)).isBetween(0.002, 0.01);
    assertThat(Bootstrap.tail(2000)).isCloseTo(0.025, within(0.0005));
  }

  @Test
  void coversTheTrueMedianAboutNineteenTimesInTwenty() {
    // Lognormal ratios around a true geometric mean of 1.3, six rounds a race, 400 races.
    assertThat(coverage(1.3, 0.1, 6, 400, 11)).isBetween(0.91, 0.99);
  }

  @Test
  void threeRoundsCoverTheTrueMedianAboutNineteenTimesInTwenty() {
    // A bootstrap alone spans at most the three values, which hold the median 75% of the time.
    assertThat(coverage(0.8, 0.2, 3, 2000, 13)).isBetween(0.93, 0.97);
  }

  /**
   * The share of {@code races} seeded races of {@code rounds} lognormal values around {@code truth}
   * (spread {@code sigma} in log terms) whose interval holds {@code truth}.
   */
  private static double coverage(double truth, double sigma, int rounds, int races, long seed) {
    Random random = new Random(seed);
    int covered = 0;
    for (int race = 0; race < races; race++) {
      double[] ratios = new double[rounds];
      for (int i = 0; i < ratios.length; i++) {
        ratios[i] = truth * Math.exp(sigma * random.nextGaussian());
      }
      if (Bootstrap.geometricMean(ratios, race).contains(truth)) {
        covered++;
      }
    }
    return covered / (double) races;
  }

  @Test
  void refusesAValueThatIsNotAPositiveTime() {
    assertThatThrownBy(() -> Bootstrap.geometricMean(new double[] {1, 0}, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a positive finite value");
    assertThatThrownBy(() -> Bootstrap.geometricMean(new double[0], 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSeriesSeedDependsOnTheRaceSeedAndTheSeriesKey() {
    assertThat(Bootstrap.seedOf(1, "a")).isEqualTo(Bootstrap.seedOf(1, "a"));
    assertThat(Bootstrap.seedOf(1, "a")).isNotEqualTo(Bootstrap.seedOf(1, "b"));
    assertThat(Bootstrap.seedOf(1, "a")).isNotEqualTo(Bootstrap.seedOf(2, "a"));
  }

  @Test
  void quantilesAreThoseOfTheTables() {
    assertThat(Quantiles.t975(4)).isEqualTo(2.776);
    assertThat(Quantiles.t975(60)).isCloseTo(2.000, within(0.001));
    assertThat(Quantiles.t975(120)).isCloseTo(1.980, within(0.001));
    assertThat(Quantiles.upperTail(1.959964)).isCloseTo(0.025, within(1e-6));
    assertThat(Quantiles.upperTail(0)).isCloseTo(0.5, within(1e-7));
    assertThat(Quantiles.upperTail(3.090232)).isCloseTo(0.001, within(1e-7));
  }
}
