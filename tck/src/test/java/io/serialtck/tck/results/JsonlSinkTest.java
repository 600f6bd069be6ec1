package io.serialtck.tck.results;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonlSinkTest {

  @Test
  void everyCellIsOnDiskBeforeTheNextOneStarts(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("results.jsonl");
    Side side = new Side("17", "1", "v1");
    try (JsonlSink sink = new JsonlSink(file)) {
      sink.cellFinished(
          CellResult.builder("c", "evolution", "s", Direction.BACKWARD)
              .outcome(Outcome.LOSSY)
              .detail("x: lost")
              .sides(side)
              .durationMicros(5)
              .build());

      assertThat(Files.readAllLines(file))
          .as("written and flushed while the sink is still open, as a killed run leaves it")
          .singleElement()
          .satisfies(
              line ->
                  assertThat(line)
                      .contains("\"direction\":\"backward\"")
                      .contains("\"outcome\":\"LOSSY\""));
    }
  }
}
