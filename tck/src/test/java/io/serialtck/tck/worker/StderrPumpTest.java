package io.serialtck.tck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window of a request's standard error: bounded, yet keeping the lines that tell a death. */
class StderrPumpTest {

  @TempDir Path logs;

  @Test
  void aLongReportKeepsItsTellingLinesAndOnlyTheLastLinesOfTheRest() throws IOException {
    String script =
        "printf '#\\n# A fatal error has been detected by the Java Runtime Environment:\\n#\\n"
            + "#  SIGSEGV (0xb) at pc=0x0\\n' >&2;"
            + " i=0; while [ $i -lt 500 ]; do echo \"report line $i\" >&2; i=$((i+1)); done;"
            + " printf 'last words' >&2";
    Process process = new ProcessBuilder("sh", "-c", script).start();
    StderrPump pump = StderrPump.start(process, logs.resolve("sh.log"), "=== header");

    assertThat(pump.awaitEnd(Duration.ofMinutes(1))).isTrue();

    StderrPump.RequestOutput output = pump.requestOutput();
    assertThat(output.lines()).hasSize(StderrPump.WINDOW_LINES).endsWith("last words");
    assertThat(output.dropped()).isEqualTo(504 + 1 - StderrPump.WINDOW_LINES);
    assertThat(output.notable())
        .containsExactly(
            "# A fatal error has been detected by the Java Runtime Environment:",
            "#  SIGSEGV (0xb) at pc=0x0");
    assertThat(CrashKind.of(134, output.text())).isEqualTo("fatal error SIGSEGV");
    assertThat(output.quote(2))
        .isEqualTo(
            "# A fatal error has been detected by the Java Runtime Environment: | #  SIGSEGV"
                + " (0xb) at pc=0x0 | … | report line 499 | last words");
    assertThat(Files.readAllLines(logs.resolve("sh.log")))
        .hasSize(1 + 504 + 1)
        .startsWith("=== header", "#")
        .endsWith("last words");
  }

  /**
   * As with a worker: a line on standard error, then an answer on standard output, then the next
   * request. Once the answer is read, the line is the previous request's, however late the pump's
   * thread would have come to it.
   */
  @Test
  void whatTheWorkerWroteBeforeItsAnswerStaysWithThePreviousRequest() throws Exception {
    for (int round = 0; round < 20; round++) {
      Process process =
          new ProcessBuilder(
                  "sh",
                  "-c",
                  "echo 'java.lang.OutOfMemoryError: earlier' >&2; echo answer; read x;"
                      + " echo 'this request' >&2")
              .start();
      StderrPump pump = StderrPump.start(process, logs.resolve("sh.log"), "=== header");
      assertThat(new String(process.getInputStream().readNBytes(7), StandardCharsets.UTF_8))
          .isEqualTo("answer\n");

      pump.beginRequest();
      process.getOutputStream().close();

      assertThat(pump.awaitEnd(Duration.ofMinutes(1))).isTrue();
      StderrPump.RequestOutput output = pump.requestOutput();
      assertThat(output.lines()).as("round " + round).containsExactly("this request");
      assertThat(output.notable()).isEmpty();
      assertThat(CrashKind.of(1, output.text())).isEqualTo("exit code 1");
    }
    assertThat(Files.readAllLines(logs.resolve("sh.log")))
        .as("the log keeps both")
        .contains("java.lang.OutOfMemoryError: earlier", "this request");
  }

  @Test
  void nothingWrittenQuotesAsEmpty() throws Exception {
    Process process = new ProcessBuilder("true").start();
    StderrPump pump = StderrPump.start(process, logs.resolve("quiet.log"), "=== header");

    assertThat(pump.awaitEnd(Duration.ofMinutes(1))).isTrue();

    assertThat(pump.requestOutput().quote(4)).isEmpty();
    assertThat(Files.readAllLines(logs.resolve("quiet.log"))).containsExactly("=== header");
  }
}
