package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.race.engine.stats.Comparison;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationTest {

  private final Payload testObject = Payloads.byId("TestObject");
  private final Entrant kryo =
      new Entrant("kryo-default", "k", "5.6.2", List.of(Path.of("k.jar")), List.of(), false);
  private final Entrant jackson =
      new Entrant("jackson-default", "j", "2", List.of(Path.of("j.jar")), List.of(), false);
  private final List<ForkSample> forks = new ArrayList<>();

  @Test
  void theKitsTimeOverItsTwinsIsPairedByRoundAndJudgedAgainstTenPercent() {
    for (int round = 1; round <= 4; round++) {
      double machine = 1 + 0.1 * round;
      timed(round, kryo, 104 * machine, 208 * machine);
      timed(round, kryo.asTwin(), 100 * machine, 200 * machine);
      timed(round, jackson, 150 * machine, 300 * machine);
      timed(round, jackson.asTwin(), 100 * machine, 200 * machine);
    }

    CalibrationDocument document =
        Calibration.of(
            "17",
            "now",
            1,
            5,
            RaceMode.CALIBRATE.settings(),
            null,
            List.of(testObject),
            List.of(kryo, kryo.asTwin(), jackson, jackson.asTwin()),
            forks);

    assertThat(document.overall())
        .extracting(CalibrationRow::configuration, CalibrationRow::within)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("kryo-default", Comparison.TIE),
            org.assertj.core.groups.Tuple.tuple("jackson-default", Comparison.SLOWER));
    assertThat(document.overall().get(0).ratio().estimate()).isCloseTo(1.04, within(1e-9));
    assertThat(document.rows()).hasSize(4);
    CalibrationRow serialize = document.rows().get(0);
    assertThat(serialize.benchmark()).isEqualTo("serialize");
    assertThat(serialize.ratio().low()).isCloseTo(1.04, within(1e-9));
    assertThat(serialize.twinBytesPerOp()).isEqualTo(32);
    assertThat(document.notes()).isEmpty();
  }

  @Test
  void aCheckOfTheSettingsSetsEachRatioToHandWrittenAgainstTheSameUnderLongSettings() {
    Entrant handWritten =
        new Entrant("hand-written", "java.base", "17", List.of(), List.of(), false);
    for (int round = 1; round <= 4; round++) {
      double machine = 1 + 0.1 * round;
      // the short settings time both half warmed: 25% above the long for hand-written, 50% kryo
      timed(round, handWritten, 125 * machine, 250 * machine);
      timed(round, handWritten.asLong(), 100 * machine, 200 * machine);
      timed(round, kryo, 3 * 150 * machine, 3 * 300 * machine);
      timed(round, kryo.asLong(), 3 * 100 * machine, 3 * 200 * machine);
      // jackson is warm under both
      timed(round, jackson, 2 * 125 * machine, 2 * 250 * machine);
      timed(round, jackson.asLong(), 2 * 100 * machine, 2 * 200 * machine);
    }

    CalibrationDocument document =
        Calibration.of(
            "17",
            "now",
            1,
            5,
            RaceMode.CHECK.settings(),
            null,
            List.of(testObject),
            List.of(
                handWritten, handWritten.asLong(), kryo, kryo.asLong(), jackson, jackson.asLong()),
            forks,
            Calibration.LONG_SETTINGS);

    assertThat(document.checksSettings()).isTrue();
    // no row for the hand-written code, set against itself
    assertThat(document.overall())
        .extracting(CalibrationRow::configuration, CalibrationRow::within)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("kryo-default", Comparison.SLOWER),
            org.assertj.core.groups.Tuple.tuple("jackson-default", Comparison.TIE));
    // (3 x 150 / 125) / (3 x 100 / 100) = 1.2: the short settings put kryo 20% too far behind
    assertThat(document.overall().get(0).ratio().estimate()).isCloseTo(1.2, within(1e-9));
    assertThat(document.overall().get(1).ratio().estimate()).isCloseTo(1.0, within(1e-9));
  }

  @Test
  void anEstimateWithinTenPercentWhoseIntervalIsNotCannotTell() {
    // the old rule looked at the estimate alone (about 1.03 here) and said "within"
    Entrant fst = new Entrant("fst-default", "f", "3", List.of(Path.of("f.jar")), List.of(), false);
    for (int round = 1; round <= 4; round++) {
      double kit = round % 2 == 0 ? 125 : 85;
      timed(round, fst, kit, 2 * kit);
      timed(round, fst.asTwin(), 100, 200);
    }

    CalibrationDocument document =
        Calibration.of(
            "17",
            "now",
            1,
            5,
            RaceMode.CALIBRATE.settings(),
            null,
            List.of(testObject),
            List.of(fst, fst.asTwin()),
            forks);

    CalibrationRow overall = document.overall().get(0);
    assertThat(Math.abs(overall.ratio().estimate() - 1)).isLessThan(0.10);
    assertThat(overall.within()).isEqualTo(Comparison.INCONCLUSIVE);
  }

  @Test
  void aConfigurationWithoutATimedTwinHasANote() {
    timed(1, kryo, 100, 100);

    CalibrationDocument document =
        Calibration.of(
            "17",
            "now",
            1,
            5,
            RaceMode.CALIBRATE.settings(),
            null,
            List.of(testObject),
            List.of(kryo, kryo.asTwin()),
            forks);

    assertThat(document.overall()).isEmpty();
    assertThat(document.notes()).containsKey("kryo-default");
  }

  private void timed(int round, Entrant entrant, double serialize, double deserialize) {
    forks.add(fork(round, entrant, "serialize", serialize));
    forks.add(fork(round, entrant, "deserialize", deserialize));
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
