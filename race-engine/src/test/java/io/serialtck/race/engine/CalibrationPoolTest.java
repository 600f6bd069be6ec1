package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.race.engine.stats.Comparison;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationPoolTest {

  private final Payload testObject = Payloads.byId("TestObject");
  private final Entrant fst =
      new Entrant("fst-default", "f", "3", List.of(Path.of("f.jar")), List.of(), false);

  @Test
  void twoCalibrationsThatCannotTellPooledTellWithinTenPercent() {
    CalibrationDocument first = calibration("17", "3", 11);
    CalibrationDocument second = calibration("17", "3", 12);
    assertThat(first.overall().get(0).within()).isEqualTo(Comparison.INCONCLUSIVE);
    assertThat(second.overall().get(0).within()).isEqualTo(Comparison.INCONCLUSIVE);

    CalibrationDocument pooled = CalibrationPool.of(List.of(first, second));

    assertThat(pooled.forks()).extracting(ForkSample::round).containsOnly(1, 2, 3, 4, 5, 6, 7, 8);
    assertThat(pooled.forks()).hasSize(first.forks().size() + second.forks().size());
    CalibrationRow overall = pooled.overall().get(0);
    assertThat(overall.within()).isEqualTo(Comparison.TIE);
    assertThat(overall.ratio().high() - overall.ratio().low())
        .isLessThan(first.overall().get(0).ratio().high() - first.overall().get(0).ratio().low());
    assertThat(pooled.seed()).isEqualTo(11);
    assertThat(pooled.minutes()).isEqualTo(2);
    assertThat(pooled.sizing().rounds()).isEqualTo(8);
    assertThat(pooled.sizing().stopped())
        .isEqualTo("pooled from the calibrations of seeds [11, 12]");
  }

  @Test
  void calibrationsOfAnotherJdkSettingsOrLibraryVersionAreRefusedNamingIt() {
    CalibrationDocument first = calibration("17", "3", 11);

    assertThatThrownBy(() -> CalibrationPool.of(List.of(first, calibration("25", "3", 12))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("different JDKs: 17 and 25");
    assertThatThrownBy(() -> CalibrationPool.of(List.of(first, calibration("17", "4", 12))))
        .hasMessageContaining("fst-default ran at 3 and at 4");
    // the settings a calibration had before its priming went from 200 ms to 1000 ms
    RaceSettings before = new RaceSettings("calibrate", 0, 2, 100, 5, 50, 200);
    CalibrationDocument earlier = calibration("17", "3", 12, before);
    assertThat(CalibrationPool.of(List.of(earlier, calibration("17", "3", 13, before))).settings())
        .isEqualTo(before);
    assertThatThrownBy(() -> CalibrationPool.of(List.of(first, earlier)))
        .hasMessageContaining(
            "measured differently: each benchmark in a JVM of its own, warmed in iterations of 100"
                + " ms until steady within 3% (at most 10.0 s), 5 × 100 ms measured, and measured"
                + " again after warming on when a measurement ended more than 2× off the plateau"
                + " (at most 2 times; the last measurement stands), on a fixed heap of 1024 MB (G1"
                + " regions of 4 MB) and"
                + " 200 ms priming, 2 × 100 ms warm-up, 5 × 50 ms measured, on the JVM's default"
                + " heap");
    assertThatThrownBy(() -> CalibrationPool.of(List.of(first)))
        .hasMessageContaining("two calibrations or more");
  }

  /** Four rounds of a kit 8% above and 6% below its twin in turn: too few to tell 10%. */
  private CalibrationDocument calibration(String jdk, String version, long seed) {
    return calibration(jdk, version, seed, RaceMode.CALIBRATE.settings());
  }

  private CalibrationDocument calibration(
      String jdk, String version, long seed, RaceSettings settings) {
    Entrant kit =
        new Entrant(fst.configuration(), "f", version, fst.worldClasspath(), List.of(), false);
    List<ForkSample> forks = new ArrayList<>();
    for (int round = 1; round <= 4; round++) {
      double kitNanos = round % 2 == 0 ? 108 : 94;
      for (String benchmark : List.of("serialize", "deserialize")) {
        forks.add(fork(round, kit, benchmark, kitNanos));
        forks.add(fork(round, kit.asTwin(), benchmark, 100));
      }
    }
    Sizing sizing = new Sizing(2, 2, 0.05, 0.05, 5, 20, 4, 1, "the budget");
    return Calibration.of(
        jdk,
        "now",
        1,
        seed,
        settings,
        sizing,
        List.of(testObject),
        List.of(kit, kit.asTwin()),
        forks);
  }

  private ForkSample fork(int round, Entrant entrant, String benchmark, double nanos) {
    return new ForkSample(
        round,
        1,
        entrant.configuration(),
        entrant.version(),
        testObject.id(),
        benchmark,
        nanos,
        List.of(nanos),
        32);
  }
}
