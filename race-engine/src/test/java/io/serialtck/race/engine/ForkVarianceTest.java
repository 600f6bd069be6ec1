package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForkVarianceTest {

  @Test
  void forksThatDifferMoreThanTheirIterationsGetFewIterationsAndManyRounds() {
    List<ForkSample> pilot = new ArrayList<>();
    // Each fork is flat inside (±1%), but forks differ by ±10% from round to round.
    for (String series : List.of("a", "b", "c")) {
      pilot.add(fork(1, series, 100, 1.01, 0.99, 1.01, 0.99));
      pilot.add(fork(2, series, 120, 1.01, 0.99, 1.01, 0.99));
    }

    Sizing sizing = ForkVariance.size(pilot, 1.0, 0.05, 30);

    assertThat(sizing.series()).isEqualTo(3);
    assertThat(sizing.withinFork()).isCloseTo(0.0115, within(0.001));
    assertThat(sizing.betweenForks()).isCloseTo(Math.log(1.2) / Math.sqrt(2), within(0.002));
    // sqrt(20 · 0.0115² / 0.129²) = 0.4: one measured iteration per fork is optimal
    assertThat(sizing.iterationsPerFork()).isEqualTo(1);
    // 4 · 1.96² · 2 · (0.129² + 0.0115²) / 0.06² = 143: far more than any budget allows
    assertThat(sizing.roundsForTarget()).isBetween(140, 146);
    assertThat(sizing.pilotRounds()).isEqualTo(2);
  }

  @Test
  void forksThatAgreeButIterationsThatWobbleGetMoreIterations() {
    List<ForkSample> pilot = new ArrayList<>();
    for (String series : List.of("a", "b")) {
      pilot.add(fork(1, series, 100, 1.10, 0.90, 1.10, 0.90));
      pilot.add(fork(2, series, 100.5, 1.10, 0.90, 1.10, 0.90));
    }

    Sizing sizing = ForkVariance.size(pilot, 1.0, 0.05, 30);

    assertThat(sizing.iterationsPerFork()).isEqualTo(ForkVariance.MAX_ITERATIONS);
    assertThat(sizing.roundsForTarget()).isGreaterThanOrEqualTo(ForkVariance.MIN_ROUNDS);
  }

  @Test
  void aPilotWithoutRepeatedSeriesSizesToTheMinimum() {
    Sizing sizing = ForkVariance.size(List.of(fork(1, "a", 100, 1, 1)), 1.0, 0.05, 30);

    assertThat(sizing.series()).isZero();
    assertThat(sizing.roundsForTarget()).isEqualTo(ForkVariance.MIN_ROUNDS);
  }

  @Test
  void kaliberaAndJonesRepetitionsFollowTheCostAndVarianceRatios() {
    assertThat(ForkVariance.iterationsPerFork(100, 1, 1)).isEqualTo(10);
    assertThat(ForkVariance.iterationsPerFork(16, 1, 1)).isEqualTo(4);
    assertThat(ForkVariance.iterationsPerFork(16, 1, 0)).isEqualTo(ForkVariance.MAX_ITERATIONS);
    assertThat(ForkVariance.iterationsPerFork(1, 0, 1)).isEqualTo(1);
  }

  private static ForkSample fork(int round, String series, double mean, double... factors) {
    List<Double> iterations = new ArrayList<>();
    for (double factor : factors) {
      iterations.add(mean * factor);
    }
    return new ForkSample(round, 1, series, "1", "TestObject", "serialize", mean, iterations, 0);
  }
}
