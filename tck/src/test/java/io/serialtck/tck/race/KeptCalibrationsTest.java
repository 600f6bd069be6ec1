package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The calibrations kept in {@code docs/calibrations}, real forks of this machine: each reads as it
 * is, gzipped, was measured with the settings a calibration uses now (so later calibrations can be
 * pooled with them), and the two seeds of the same four configurations pool into their twelve
 * rounds.
 */
class KeptCalibrationsTest {

  private static final Path CALIBRATIONS = Path.of("..", "docs", "calibrations");

  @Test
  void everyKeptCalibrationWasMeasuredWithTheCalibrationsCurrentSettings() {
    for (long seed : LongStream.rangeClosed(21, 25).toArray()) {
      CalibrationDocument calibration = read(seed);

      assertThat(calibration.seed()).isEqualTo(seed);
      assertThat(calibration.settings()).isEqualTo(RaceMode.CALIBRATE.settings());
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

  private static CalibrationDocument read(long seed) {
    return RaceJson.readCalibration(CALIBRATIONS.resolve("seed-" + seed + ".calibration.json.gz"));
  }
}
