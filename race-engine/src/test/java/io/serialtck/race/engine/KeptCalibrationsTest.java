package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.stats.Comparison;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The calibrations kept in {@code docs/calibrations}, real forks of this machine: each reads as it
 * is, gzipped, was measured with the settings a calibration uses now (so later calibrations can be
 * pooled with them), the two seeds of the same four configurations pool into their twelve rounds,
 * and all of them pool into one calibration of the 33 configurations in which every one is told
 * within 10% of its twin (the calibration's aim: none beyond it, none that cannot tell).
 */
class KeptCalibrationsTest {

  private static final Path CALIBRATIONS = Path.of("..", "docs", "calibrations");
  private static final long FIRST_SEED = 21;
  private static final long LAST_SEED = 30;

  /**
   * The settings the kept calibrations were measured with, before a race warmed each benchmark
   * until steady in a JVM of its own: one race JVM per entrant, its payloads primed for 1 s each.
   */
  private static final RaceSettings KEPT_SETTINGS =
      new RaceSettings("calibrate", 0, 2, 100, 5, 50, 1000);

  @Test
  void everyKeptCalibrationWasMeasuredWithTheSettingsOfItsTime() {
    for (long seed : LongStream.rangeClosed(FIRST_SEED, LAST_SEED).toArray()) {
      CalibrationDocument calibration = read(seed);

      assertThat(calibration.seed()).isEqualTo(seed);
      assertThat(calibration.settings()).isEqualTo(KEPT_SETTINGS);
      assertThat(calibration.sizing().rounds()).as("seed %d", seed).isGreaterThanOrEqualTo(5);
      assertThat(calibration.overall()).as("seed %d", seed).isNotEmpty();
    }
  }

  @Test
  void theTwoSeedsOfTheSameFourConfigurationsPoolIntoTwelveRounds() {
    CalibrationDocument pooled = CalibrationPool.of(List.of(read(21), read(22)));

    assertThat(pooled.sizing().rounds()).isEqualTo(12);
    assertThat(pooled.overall())
        .extracting(CalibrationRow::configuration)
        .containsExactlyInAnyOrder(
            "kryo-default", "jackson-default", "fory-compatible", "java-standard");
    assertThat(pooled.forks()).hasSize(read(21).forks().size() + read(22).forks().size());
  }

  @Test
  void allKeptCalibrationsPoolIntoOneOfTheThirtyThreeConfigurationsEachWithinTenPercent() {
    List<CalibrationDocument> kept =
        LongStream.rangeClosed(FIRST_SEED, LAST_SEED).mapToObj(KeptCalibrationsTest::read).toList();

    CalibrationDocument pooled = CalibrationPool.of(kept);

    assertThat(pooled.overall())
        .extracting(CalibrationRow::configuration)
        .doesNotHaveDuplicates()
        .hasSize(33);
    assertThat(pooled.sizing().rounds()).isEqualTo(80);
    assertThat(pooled.overall())
        .as("every configuration's whole interval within 10% of its plain twin")
        .allMatch(row -> row.within() == Comparison.TIE);
  }

  private static CalibrationDocument read(long seed) {
    return RaceJson.readCalibration(CALIBRATIONS.resolve("seed-" + seed + ".calibration.json.gz"));
  }
}
