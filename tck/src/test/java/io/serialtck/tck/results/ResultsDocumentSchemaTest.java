package io.serialtck.tck.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What schemas 3 to 9 added to {@code results.json}, and that a schema-2 file is still read
 * (without tries, shard, plan fingerprint or filter, its promises checked on reading).
 */
class ResultsDocumentSchemaTest {

  private static final String SCHEMA_2 =
      """
      {
        "schemaVersion" : 2,
        "run" : {
          "startedAt" : "2026-01-01T00:00:00Z",
          "durationMs" : 12,
          "jdk" : "17.0.15",
          "seed" : 42
        },
        "configurations" : [ ],
        "cells" : [ ],
        "timing" : {
          "classesGenerated" : 1,
          "generationMillis" : 2,
          "firstClassMillis" : 1,
          "classesPerSecond" : 3,
          "configurations" : [ ]
        }
      }
      """;

  @Test
  void aSchemaTwoFileIsReadWithoutTriesOrShard(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("results.json");
    Files.writeString(file, SCHEMA_2);

    ResultsDocument read = ResultsJson.read(file);

    assertThat(read.schemaVersion()).isEqualTo(2);
    assertThat(read.run())
        .isEqualTo(new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17.0.15", 42, 0, null));
    assertThat(read.run().planFingerprint()).isNull();
    assertThat(read.run().cellFilter()).isNull();
    assertThat(read.timing().classesGenerated()).isEqualTo(1);
  }

  @Test
  void aFileOfANewerSchemaIsRefusedNamingItsSchemaAndTheNewestThisKitReads(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("results.json");
    Files.writeString(file, SCHEMA_2.replace("\"schemaVersion\" : 2", "\"schemaVersion\" : 99"));

    assertThatThrownBy(() -> ResultsJson.readChecked(file))
        .isInstanceOf(NewerSchemaException.class)
        .hasMessage(
            file
                + " has schemaVersion 99, and this kit reads "
                + ResultsDocument.SCHEMA_VERSION
                + " and older: a newer kit wrote it; read it with that kit, or run the matrix"
                + " again with this one");
    assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(NewerSchemaException.class);
  }

  /** What a file holds instead of a run's results is said, never a binding error or a null. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''| the file is empty",
        "null| it holds null, not a run's results",
        "[ ]| it holds a JSON array, not a run's results",
        "\"x\"| it holds a JSON string, not a run's results",
        "{ }| it is not a run's results: it has no run and cells",
        "{ \"schemaVersion\" : 8, \"cells\" : [ ] }| it is not a run's results: it has no run and"
            + " cells"
      })
  void aFileThatHoldsNoRunsResultsSaysWhatItHolds(String text, String message, @TempDir Path dir)
      throws Exception {
    Path file = Files.writeString(dir.resolve("results.json"), text);

    assertThatThrownBy(() -> ResultsJson.readChecked(file))
        .isInstanceOf(java.io.IOException.class)
        .hasMessage(message);
  }

  @Test
  void theCurrentSchemaWritesTheTriesTheShardAndEachCellsMode(@TempDir Path dir) throws Exception {
    ResultsDocument document =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run(
                "2026-01-01T00:00:00Z",
                12,
                "17.0.15",
                42,
                20,
                "2/4",
                "0123456789ab",
                "categories evolution; scenarios field-*"),
            List.of(),
            List.of(
                io.serialtck.tck.CellResult.builder(
                        "kryo-compatible",
                        "evolution",
                        "field-added",
                        io.serialtck.tck.Direction.BACKWARD)
                    .outcome(io.serialtck.verdict.Outcome.REJECTED)
                    .detail("read: java.io.X: no")
                    .durationMicros(5)
                    .build()
                    .withMode("read: java.io.X")),
            new ResultsDocument.Timing(1, 2, 1, 3, List.of()));
    Path file = dir.resolve("results.json");

    ResultsJson.write(file, document);

    assertThat(Files.readString(file))
        .contains("\"schemaVersion\" : 9")
        .contains("\"promise\" : \"kryo-compatible-field-serializer\"")
        .contains("\"incomplete\" : false")
        .contains("\"planFingerprint\" : \"0123456789ab\"")
        .contains("\"cellFilter\" : \"categories evolution; scenarios field-*\"")
        .contains("\"mode\" : \"read: java.io.X\"")
        .contains("\"tries\" : 20")
        .contains("\"shard\" : \"2/4\"")
        .as("a cell that is no exploration's finding has no exploration case")
        .doesNotContain("explorationCase");
    assertThat(ResultsJson.read(file)).isEqualTo(document);
  }

  @Test
  void schemaNineWritesAnExplorationFindingsCaseAndReadsItBack(@TempDir Path dir) throws Exception {
    io.serialtck.tck.ExplorationCase explored =
        new io.serialtck.tck.ExplorationCase(
            43,
            "serialtck.gen.explore",
            List.of(1, 1, 0),
            io.serialtck.tck.ExplorationCase.Finding.LATER_SIDE_ALONE,
            "later side alone: CORRUPTED f0");
    io.serialtck.tck.CellResult cell =
        io.serialtck.tck.CellResult.builder(
                "fst-default", "upgrade", "library-explore", io.serialtck.tck.Direction.BACKWARD)
            .outcome(io.serialtck.verdict.Outcome.CORRUPTED)
            .minimalCase("seed 43")
            .explorationCase(explored)
            .build();
    Path file = dir.resolve("results.json");

    ResultsJson.write(
        file,
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17.0.15", 42, 20, null),
            List.of(),
            List.of(cell),
            new ResultsDocument.Timing(1, 2, 1, 3, List.of())));

    assertThat(Files.readString(file))
        .contains("\"explorationCase\" : {")
        .contains("\"shrinkPath\" : [ 1, 1, 0 ]")
        .contains("\"finding\" : \"LATER_SIDE_ALONE\"");
    assertThat(ResultsJson.read(file).cells()).containsExactly(cell);
    assertThat(ResultsJson.cell(ResultsJson.line(cell))).isEqualTo(cell);
  }

  @Test
  void aSchemaSevenFileGetsItsPromisesCheckedOnReading(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("results.json");
    Files.writeString(
        file,
        SCHEMA_2
            .replace("\"schemaVersion\" : 2", "\"schemaVersion\" : 7")
            .replace(
                "\"cells\" : [ ]",
                """
                "cells" : [ {
                  "configuration" : "kryo-compatible",
                  "scenario" : "bean:field-removed",
                  "category" : "evolution",
                  "direction" : "backward",
                  "outcome" : "REJECTED",
                  "detail" : "read: x",
                  "harnessError" : false,
                  "durationMicros" : 1,
                  "mode" : "read: com.esotericsoftware.kryo.KryoException"
                } ]"""));

    ResultsDocument read = ResultsJson.read(file);

    assertThat(read.promises()).hasSize(1);
    assertThat(read.promises().get(0).breaks())
        .extracting(io.serialtck.tck.promise.PromiseBreak::cell)
        .containsExactly("evolution/bean:field-removed/backward");
  }
}
