package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.race.engine.stats.Interval;
import io.serialtck.tck.Weight;
import io.serialtck.tck.results.NewerSchemaException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RaceJsonTest {

  @TempDir Path folder;

  private static final String SCHEMA_1 =
      """
      { "schema" : 1, "jdk" : "17.0.2", "machine" : "2 cores", "startedAt" : "2025-01-01T00:00:00Z",
        "minutes" : 2.2,
        "settings" : { "mode" : "quick", "forks" : 1, "warmupIterations" : 1, "warmupMillis" : 100,
                       "measurementIterations" : 2, "measurementMillis" : 100 },
        "deflate" : "level 6",
        "payloads" : [ { "id" : "TestObject", "sessionBytes" : -1 } ],
        "rows" : [ { "configuration" : "kryo-default", "library" : "k", "version" : "5",
                     "payload" : "TestObject", "outcome" : "PASS", "detail" : "",
                     "weight" : { "bytes" : 40, "deflated" : 42 },
                     "serialize" : { "nanosPerOp" : 100.0, "error" : null,
                                     "allocatedBytesPerOp" : 64.0, "ratio" : 2.0 },
                     "deserialize" : { "nanosPerOp" : 200.0, "error" : 1.0,
                                       "allocatedBytesPerOp" : 128.0, "ratio" : 3.0 } } ] }
      """;

  @Test
  void readsASchemaOneDocumentAsOneWithoutTheNewMeasurements() throws Exception {
    Path file = Files.writeString(folder.resolve("race.json"), SCHEMA_1);

    RaceDocument document = RaceJson.read(file);

    assertThat(document.schema()).isEqualTo(1);
    assertThat(document.settings().heapMegabytes())
        .as("a race kept before the heap was fixed ran on the JVM's default heap")
        .isZero();
    assertThat(document.settings().describe()).endsWith(", on the JVM's default heap");
    assertThat(document.lambdas()).isEmpty();
    RaceRow row = document.rows().get(0);
    assertThat(row.timed()).isTrue();
    assertThat(row.serialize().nanosPerOp()).isEqualTo(100.0);
    assertThat(row.echo()).isNull();
    assertThat(row.untimed()).isEmpty();
  }

  @Test
  void readsASchemaTwoDocumentAsARaceWithoutIntervalsThatRanksNothing() throws Exception {
    Path file =
        Files.writeString(
            folder.resolve("race.json"),
            SCHEMA_1
                .replace("\"schema\" : 1", "\"schema\" : 2")
                .replace("\"mode\" : \"quick\"", "\"mode\" : \"full\""));

    RaceDocument document = RaceJson.read(file);

    assertThat(document.schema()).isEqualTo(2);
    assertThat(document.forks()).isEmpty();
    assertThat(document.standings()).isEmpty();
    assertThat(document.seed()).isNull();
    assertThat(document.ranksSpeed()).isFalse();
    assertThat(document.rows().get(0).serialize().ratioInterval()).isNull();
    assertThat(document.rows().get(0).tier()).isNull();
  }

  @Test
  void writesAndReadsTheRoundsTheirSeedIntervalsControlAndTiers() throws Exception {
    Interval ratio = new Interval(2.0, 1.9, 2.1);
    Timing serialize = new Timing(100, null, 64, 2.0, new Interval(100, 95.0, 105.0), ratio, 5);
    RaceRow row =
        new RaceRow(
            "kryo-default",
            "k",
            "5",
            "TestObject",
            "PASS",
            "",
            new Weight(40, 42),
            serialize,
            serialize,
            null,
            null,
            null,
            null,
            null,
            null,
            Map.of(),
            ratio,
            2);
    ForkSample fork =
        new ForkSample(
            3,
            17,
            "kryo-default",
            "5",
            "TestObject",
            "serialize",
            101.5,
            List.of(100.0, 103.0),
            64);
    RaceDocument document =
        new RaceDocument(
            RaceDocument.SCHEMA,
            "17",
            "2 cores",
            "now",
            29.5,
            RaceMode.FULL.settings(),
            "level 6",
            List.of(new RacePayload("TestObject", -1)),
            List.of(row),
            List.of(),
            1234567L,
            new Sizing(
                2,
                300,
                0.06,
                0.02,
                2,
                17,
                6,
                30,
                "the budget of 30 minutes had no room for round 7"),
            AaControl.of(new Interval(1.01, 0.98, 1.04)),
            List.of(new Standing("kryo-default", "5", 1, ratio, 2)),
            List.of(fork));
    Path file = folder.resolve("race.json");

    RaceJson.write(file, document);
    RaceDocument read = RaceJson.read(file);

    assertThat(read).isEqualTo(document);
    assertThat(Files.readString(file))
        .as("the settings are one object: the mode beside the race JVM's JMH settings and heap")
        .containsIgnoringWhitespaces(
            "\"settings\":{\"mode\":\"full\",\"forks\":0,\"warmupIterations\":100,"
                + "\"warmupMillis\":100,\"measurementIterations\":5,\"measurementMillis\":100,"
                + "\"primeMillis\":0,\"steadyWithinPercent\":3,\"offPlateauFactor\":2,"
                + "\"heapMegabytes\":1024}");
    assertThat(read.ranksSpeed()).isTrue();
    assertThat(read.quick()).isFalse();
  }

  @Test
  void refusesADocumentOfANewerSchemaSayingSo() throws Exception {
    Path file =
        Files.writeString(
            folder.resolve("race.json"), SCHEMA_1.replace("\"schema\" : 1", "\"schema\" : 99"));

    assertThatThrownBy(() -> RaceJson.read(file))
        .isInstanceOf(NewerSchemaException.class)
        .hasMessage(
            file
                + " has schema 99, and this kit reads "
                + RaceDocument.SCHEMA
                + " and older: a newer kit wrote it; read it with that kit, or race again with this"
                + " one");
  }

  /** A race's schema says nothing of a calibration's: the one given for the other is named. */
  @Test
  void aRaceReadAsACalibrationAndTheOtherWayRoundSayWhatTheyAre() throws Exception {
    Path race = Files.writeString(folder.resolve("race.json"), SCHEMA_1);
    Path calibration =
        Files.writeString(
            folder.resolve("calibration.json"), "{ \"schema\" : 1, \"overall\" : [ ] }");

    assertThatThrownBy(() -> RaceJson.readCalibration(race))
        .isInstanceOf(java.io.UncheckedIOException.class)
        .hasMessage("cannot read " + race)
        .hasRootCauseMessage("it is a race document, not a calibration document");
    assertThatThrownBy(() -> RaceJson.read(calibration))
        .isInstanceOf(java.io.UncheckedIOException.class)
        .hasRootCauseMessage("it is a calibration document, not a race document");
  }

  @Test
  void writesAndReadsTheNewMeasurements() {
    Timing echo = new Timing(80, 1.0, 96, 2.0);
    RaceRow row =
        new RaceRow(
            "kryo-default",
            "k",
            "5",
            "TopOfBook",
            "PASS",
            "",
            new Weight(40, 42),
            echo,
            echo,
            null,
            echo,
            echo,
            null,
            null,
            null,
            Map.of("deserializeReuse", "no reuse: kryo-default does not implement ReusingReader"));
    LambdaRow lambda =
        new LambdaRow(
            "kryo-default",
            "k",
            "5",
            "lambda-capturing",
            "PASS",
            "",
            null,
            new Latency(800, 40000, 900, 1200));
    RaceDocument document =
        new RaceDocument(
            RaceDocument.SCHEMA,
            "17",
            "2 cores",
            "now",
            1.0,
            new RaceSettings("quick", 0, 1, 100, 2, 100),
            "level 6",
            List.of(new RacePayload("TopOfBook", -1)),
            List.of(row),
            List.of(lambda));
    Path file = folder.resolve("race.json");

    RaceJson.write(file, document);

    assertThat(RaceJson.read(file)).isEqualTo(document);
  }
}
