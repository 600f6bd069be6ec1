package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.Sizing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PoolCommandTest {

  @TempDir Path dir;

  @Test
  void twoCalibrationsPoolIntoOneOfAllTheirRounds() throws IOException {
    Path first = write("first", "17", 11);
    Path second = write("second", "17", 12);
    Path out = dir.resolve("pooled");

    CapturedCommand.Result result =
        CapturedCommand.execute(
            "pool",
            first.toString(),
            second.resolve("calibration.json").toString(),
            "--out",
            out.toString());

    assertThat(result.exit()).as(result.err()).isZero();
    assertThat(result.out())
        .contains("Pooled 2 calibrations: 8 rounds")
        .containsPattern("kryo-default +1(\\.0+)?× \\[0\\.9[0-9]*–1\\.0[0-9]*\\] +yes");
    assertThat(RaceJson.readCalibration(out.resolve("calibration.json")).forks()).hasSize(64);
    assertThat(Files.readString(out.resolve("calibration.md")))
        .contains("8 rounds (pooled from the calibrations of seeds [11, 12])");
  }

  @Test
  void calibrationsOfTwoJdksAreAUsageError() throws IOException {
    Path first = write("first", "17", 11);
    Path other = write("other", "25", 12);

    CapturedCommand.Result result =
        CapturedCommand.execute(
            "pool", first.toString(), other.toString(), "--out", dir.resolve("p").toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(result.err()).contains("different JDKs: 17 and 25");
    assertThat(dir.resolve("p").resolve("calibration.json")).doesNotExist();
  }

  @Test
  void aCalibrationOfANewerSchemaOrNoneAtAllIsRefusedBeforeAnythingIsWritten() throws IOException {
    Path first = write("first", "17", 11);
    Path newer = Files.createDirectories(dir.resolve("newer"));
    Files.writeString(newer.resolve("calibration.json"), "{ \"schema\" : 99 }");
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Files.writeString(empty.resolve("calibration.json"), "{ }");

    CapturedCommand.Result newerResult =
        CapturedCommand.execute(
            "pool", first.toString(), newer.toString(), "--out", dir.resolve("p").toString());
    CapturedCommand.Result emptyResult =
        CapturedCommand.execute(
            "pool", first.toString(), empty.toString(), "--out", dir.resolve("p").toString());

    assertThat(newerResult.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(newerResult.err().strip())
        .isEqualTo(
            "serialtck pool: "
                + newer.resolve("calibration.json")
                + " has schema 99, and this kit reads "
                + CalibrationDocument.SCHEMA
                + " and older: a newer kit wrote it; read it with that kit, or calibrate again"
                + " with this one");
    assertThat(emptyResult.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(emptyResult.err().strip())
        .isEqualTo(
            "serialtck pool: cannot read "
                + empty.resolve("calibration.json")
                + ": it is not a calibration document: fields it needs are missing");
    assertThat(dir.resolve("p")).doesNotExist();
  }

  /** A calibration of kryo-default beside its twin: four rounds, the kit 3% above and below. */
  private Path write(String name, String jdk, long seed) throws IOException {
    List<ForkSample> forks = new ArrayList<>();
    for (int round = 1; round <= 4; round++) {
      double kit = round % 2 == 0 ? 103 : 97;
      for (String payload : List.of("TestObject", "session-1KB")) {
        for (String benchmark : List.of("serialize", "deserialize")) {
          forks.add(fork(round, "kryo-default", payload, benchmark, kit));
          forks.add(fork(round, "twin:kryo-default", payload, benchmark, 100));
        }
      }
    }
    Path folder = Files.createDirectories(dir.resolve(name));
    RaceJson.writeCalibration(
        folder.resolve("calibration.json"),
        new CalibrationDocument(
            1,
            jdk,
            "test",
            "now",
            1,
            null,
            seed,
            new Sizing(2, 4, 0.03, 0.03, 5, 12, 4, 30, "the budget of 30 minutes"),
            List.of(),
            List.of(),
            Map.of(),
            forks,
            null));
    return folder;
  }

  private static ForkSample fork(
      int round, String configuration, String payload, String benchmark, double nanos) {
    return new ForkSample(
        round, 1, configuration, "5.6.2", payload, benchmark, nanos, List.of(nanos), 0);
  }
}
