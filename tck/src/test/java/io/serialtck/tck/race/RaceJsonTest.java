package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.Weight;
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
    assertThat(document.lambdas()).isEmpty();
    RaceRow row = document.rows().get(0);
    assertThat(row.timed()).isTrue();
    assertThat(row.serialize().nanosPerOp()).isEqualTo(100.0);
    assertThat(row.echo()).isNull();
    assertThat(row.untimed()).isEmpty();
  }

  @Test
  void refusesADocumentOfANewerSchemaSayingSo() throws Exception {
    Path file =
        Files.writeString(
            folder.resolve("race.json"), SCHEMA_1.replace("\"schema\" : 1", "\"schema\" : 99"));

    assertThatThrownBy(() -> RaceJson.read(file))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("schema 99, newer than this kit's " + RaceDocument.SCHEMA);
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
