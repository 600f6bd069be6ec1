package io.serialtck.tck.worker;

import static io.serialtck.tck.worker.NoisyWorkers.lost;
import static io.serialtck.tck.worker.NoisyWorkers.session;
import static io.serialtck.tck.worker.NoisyWorkers.spec;
import static io.serialtck.tck.worker.NoisyWorkers.write;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A worker's log: a header per start, appended across restarts, and capped. */
class WorkerLogTest {

  @TempDir Path logs;

  @Test
  void eachStartAppendsAHeaderNamingItsPidAndConfiguration() throws IOException {
    try (WorkerSession session =
        session(spec("restarts", logs, "64m", "-Dserialtck.test.noisy.exit=1"))) {
      lost(write(session));
      lost(write(session));
    }

    List<String> headers =
        Files.readAllLines(logs.resolve("restarts.log")).stream()
            .filter(line -> line.startsWith("=== serialtck worker pid "))
            .toList();
    assertThat(headers)
        .hasSize(2)
        .allSatisfy(
            h ->
                assertThat(h)
                    .matches("=== serialtck worker pid \\d+ for restarts started \\S+Z: .*")
                    .contains("-Dserialtck.configuration=restarts"));
  }

  @Test
  void theLogStopsAtItsCapCountedAcrossRestartsWhileTheWorkerGoesOn() throws IOException {
    int spew = 1 << 20;
    try (WorkerSession session =
        session(
            spec(
                "spews",
                logs,
                "64m",
                "-Dserialtck.test.noisy.spew=" + spew,
                "-Dserialtck.test.noisy.exit=3"))) {
      assertThat(write(session)).isInstanceOf(Step.Success.class);
      assertThat(write(session)).isInstanceOf(Step.Success.class);
      lost(write(session));
      assertThat(write(session)).isInstanceOf(Step.Success.class);
      assertThat(write(session))
          .as("a worker whose output is dropped is still drained, so it answers")
          .isInstanceOf(Step.Success.class);
      assertThat(session.starts()).isEqualTo(2);
    }

    Path log = logs.resolve("spews.log");
    String truncation =
        "[serialtck] log truncated at 4194304 bytes:"
            + " further standard error of this worker is dropped";
    assertThat(Files.size(log))
        .isGreaterThan(StderrPump.LOG_CAP)
        .isLessThanOrEqualTo(StderrPump.LOG_CAP + truncation.length() + 2);
    List<String> lines = Files.readAllLines(log);
    assertThat(lines.get(lines.size() - 1)).isEqualTo(truncation);
    assertThat(lines).filteredOn(truncation::equals).hasSize(1);
    int secondStart = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("=== serialtck worker pid ")) {
        secondStart = i;
      }
    }
    assertThat(secondStart).isPositive();
    assertThat(lines.subList(0, secondStart))
        .as("the first worker wrote less than the cap; the second brought the log over it")
        .doesNotContain(truncation);
  }
}
