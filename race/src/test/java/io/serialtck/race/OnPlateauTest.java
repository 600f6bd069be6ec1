package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A benchmark measured on its plateau, with scripted warm-ups and measurements. */
class OnPlateauTest {

  private static final RacePlan.Settings MEASURES_AGAIN =
      new RacePlan.Settings(0, 100, 100, 5, 100, 0, 3, 2);
  private static final RacePlan.Settings KEEPS_EVERY =
      new RacePlan.Settings(0, 100, 100, 5, 100, 0, 3);

  /** A benchmark whose warm-ups end on the plateau given, and whose measurements are scripted. */
  private static final class Scripted {
    final Deque<Double> plateaus;
    final Deque<List<Double>> measurements;
    final List<String> log = new ArrayList<>();
    int warmings;
    int measured;

    Scripted(List<Double> plateaus, List<List<Double>> measurements) {
      this.plateaus = new ArrayDeque<>(plateaus);
      this.measurements = new ArrayDeque<>(measurements);
    }

    OnPlateau.Outcome<List<Double>> run(RacePlan.Settings settings) throws Exception {
      return OnPlateau.measure(
          settings,
          times -> {
            warmings++;
            times.addAll(Collections.nCopies(10, plateaus.removeFirst()));
            return true;
          },
          () -> {
            measured++;
            return measurements.removeFirst();
          },
          Function.identity(),
          log::add);
    }
  }

  @Test
  void aMeasurementOnThePlateauStands() throws Exception {
    Scripted bench = new Scripted(List.of(100.0), List.of(List.of(98.0, 103.0, 150.0)));

    OnPlateau.Outcome<List<Double>> outcome = bench.run(MEASURES_AGAIN);

    assertThat(outcome.result()).containsExactly(98.0, 103.0, 150.0);
    assertThat(outcome.setAside()).isEmpty();
    assertThat(outcome.warmup()).hasSize(10);
    assertThat(bench.warmings).isEqualTo(1);
    assertThat(bench.log).isEmpty();
  }

  @Test
  void aMeasurementThatStraysIsSetAsideAndTakenAgainAfterWarmingOn() throws Exception {
    // the hand-written fork of seed 68: 25 times slower in mid-measurement, and it stayed so
    List<Double> strayed = List.of(167.0, 171.0, 1432.0, 4300.0, 4414.0);
    Scripted bench =
        new Scripted(List.of(167.0, 4400.0), List.of(strayed, List.of(4380.0, 4420.0, 4410.0)));

    OnPlateau.Outcome<List<Double>> outcome = bench.run(MEASURES_AGAIN);

    assertThat(outcome.result()).as("timed as it now runs").containsExactly(4380.0, 4420.0, 4410.0);
    assertThat(outcome.setAside()).containsExactly(strayed);
    assertThat(outcome.warmup()).as("the warm-up went on from where it was").hasSize(20);
    assertThat(bench.warmings).isEqualTo(2);
    assertThat(bench.log).singleElement().asString().contains("ended more than 2× off the plateau");
  }

  @Test
  void aTimeThatKeepsMovingIsMeasuredAtMostTwiceMoreAndTheLastStands() throws Exception {
    Scripted bench =
        new Scripted(
            List.of(100.0, 100.0, 100.0),
            List.of(List.of(100.0, 500.0), List.of(100.0, 20.0), List.of(100.0, 300.0)));

    OnPlateau.Outcome<List<Double>> outcome = bench.run(MEASURES_AGAIN);

    assertThat(bench.measured).isEqualTo(1 + RacePlan.Settings.MEASURED_AGAIN);
    assertThat(outcome.result()).as("it strays still, and stands").containsExactly(100.0, 300.0);
    assertThat(outcome.setAside()).hasSize(RacePlan.Settings.MEASURED_AGAIN);
  }

  @Test
  void settingsThatKeepEveryMeasurementNeverMeasureAgain() throws Exception {
    Scripted bench = new Scripted(List.of(100.0), List.of(List.of(100.0, 500.0)));

    OnPlateau.Outcome<List<Double>> outcome = bench.run(KEEPS_EVERY);

    assertThat(outcome.result()).containsExactly(100.0, 500.0);
    assertThat(outcome.setAside()).isEmpty();
    assertThat(bench.measured).isEqualTo(1);
  }

  @Test
  void aFailedMeasurementStands() throws Exception {
    Scripted bench = new Scripted(List.of(100.0), List.of(List.of()));

    assertThat(bench.run(MEASURES_AGAIN).result()).isEmpty();
    assertThat(bench.measured).isEqualTo(1);
  }
}
