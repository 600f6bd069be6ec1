package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
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
  void twoRacesPoolIntoOneFullRaceWithItsReports() throws IOException {
    Path first = writeRace("part-1", 68);
    Path second = writeRace("part-2", 69);
    Path out = dir.resolve("pooled");

    CapturedCommand.Result result =
        CapturedCommand.execute(
            "pool", first.toString(), second.toString(), "--out", out.toString());

    assertThat(result.exit()).as(result.err()).isZero();
    assertThat(result.out()).contains("Pooled 2 races: 6 rounds");
    RaceDocument pooled = RaceJson.read(out.resolve("race.json"));
    assertThat(pooled.forks()).extracting(ForkSample::round).containsOnly(1, 2, 3, 4, 5, 6);
    assertThat(pooled.control().holds()).isTrue();
    assertThat(pooled.standings())
        .extracting(standing -> standing.configuration())
        .contains("kryo-default", "hand-written");
    assertThat(pooled.sizing().stopped()).isEqualTo("pooled from the races of seeds [68, 69]");
    assertThat(out.resolve("race.md")).exists();
    assertThat(out.resolve("race.html")).exists();
  }

  @Test
  void aRaceAfterACalibrationIsNotReadAsOne() throws IOException {
    Path calibration = write("first", "17", 11);
    Path race = writeRace("race", 68);

    CapturedCommand.Result result =
        CapturedCommand.execute(
            "pool", calibration.toString(), race.toString(), "--out", dir.resolve("p").toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err()).contains("it is a race document, not a calibration document");
    assertThat(dir.resolve("p")).doesNotExist();
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

  /**
   * A full race of three rounds in a folder: hand-written, its copy and kryo-default three times
   * slower, on two payloads, each 1% off in alternate directions from round to round.
   */
  private Path writeRace(String name, long seed) throws IOException {
    List<String> payloads = List.of("TestObject", "session-1KB");
    List<ForkSample> forks = new ArrayList<>();
    List<RaceRow> rows = new ArrayList<>();
    for (String configuration : List.of("hand-written", "hand-written-copy", "kryo-default")) {
      double level = configuration.equals("kryo-default") ? 300 : 100;
      for (String payload : payloads) {
        rows.add(
            new RaceRow(
                configuration,
                "lib",
                "5.6.2",
                payload,
                "PASS",
                "intact",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                Map.of()));
        for (int round = 1; round <= 3; round++) {
          double wobble = round % 2 == 0 ? 1.01 : 0.99;
          double nanos = level * wobble;
          for (String benchmark : List.of("serialize", "deserialize")) {
            forks.add(fork(round, configuration, payload, benchmark, nanos));
          }
        }
      }
    }
    Path folder = Files.createDirectories(dir.resolve(name));
    RaceJson.write(
        folder.resolve("race.json"),
        new RaceDocument(
            RaceDocument.SCHEMA,
            "17",
            "test",
            "2026-11-30T05:00:00Z",
            30,
            RaceMode.FULL.settings(),
            "deflate",
            payloads.stream().map(id -> new RacePayload(id, -1)).toList(),
            rows,
            List.of(),
            seed,
            new Sizing(2, 4, 0.03, 0.03, 5, 3, 3, 120, "the rounds asked"),
            null,
            List.of(),
            forks));
    return folder;
  }

  private static ForkSample fork(
      int round, String configuration, String payload, String benchmark, double nanos) {
    return new ForkSample(
        round, 1, configuration, "5.6.2", payload, benchmark, nanos, List.of(nanos), 0);
  }
}
