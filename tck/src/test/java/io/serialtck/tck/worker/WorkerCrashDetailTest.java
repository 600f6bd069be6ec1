package io.serialtck.tck.worker;

import static io.serialtck.tck.worker.NoisyWorkers.lost;
import static io.serialtck.tck.worker.NoisyWorkers.session;
import static io.serialtck.tck.worker.NoisyWorkers.spec;
import static io.serialtck.tck.worker.NoisyWorkers.write;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a dead worker's detail says: its command line names its configuration, and a crash quotes
 * and is classified by only what the worker wrote while serving the request it died on.
 */
class WorkerCrashDetailTest {

  @TempDir Path logs;

  @Test
  void theWorkersCommandLineNamesItsConfigurationBeforeTheClassPath() {
    WorkerSpec spec = spec("kryo-jdk25", logs, "64m", "-Dsome.flag=1");

    List<String> command = spec.command();

    assertThat(command).contains("-Dserialtck.configuration=kryo-jdk25");
    assertThat(command.indexOf("-Dserialtck.configuration=kryo-jdk25"))
        .isLessThan(command.indexOf("-cp"));
    assertThat(spec.log()).isEqualTo(logs.resolve("kryo-jdk25.log"));
  }

  @Test
  void aRunningWorkerShowsItsConfigurationToPs() {
    try (WorkerSession session = session(spec("seen-by-ps", logs, "64m"))) {
      assertThat(write(session)).isInstanceOf(Step.Success.class);

      List<List<String>> workers =
          ProcessHandle.current()
              .children()
              .map(p -> p.info().arguments().map(List::of).orElse(List.of()))
              .filter(arguments -> arguments.contains("-Dserialtck.configuration=seen-by-ps"))
              .toList();

      assertThat(workers).hasSize(1);
    }
  }

  @Test
  void aCrashQuotesNothingTheWorkerWroteDuringAnEarlierRequest() throws IOException {
    try (WorkerSession session =
        session(spec("exits-on-second", logs, "64m", "-Dserialtck.test.noisy.exit=2"))) {
      assertThat(write(session)).isInstanceOf(Step.Success.class);

      WorkerFailure failure = lost(write(session));

      assertThat(failure.getMessage())
          .isEqualTo(
              "worker JVM exited with code 42 answering WriteFixture;"
                  + " stderr: (nothing on stderr during this request)");
      assertThat(failure.kind())
          .as("the first write logged an OutOfMemoryError; the second only exited")
          .isEqualTo("exit code 42");
      assertThat(Files.readString(logs.resolve("exits-on-second.log")))
          .as("the log keeps everything")
          .contains("noisy: write #1 done");
    }
  }

  @Test
  void aCrashQuotesWhatTheWorkerWroteDuringTheFailedRequest() {
    try (WorkerSession session =
        session(spec("killed-on-third", logs, "64m", "-Dserialtck.test.noisy.sigkill=3"))) {
      write(session);
      write(session);

      WorkerFailure failure = lost(write(session));

      assertThat(failure.stderr()).isEqualTo("noisy: sending SIGKILL to myself on write #3");
    }
  }

  @Test
  void aJvmFatalErrorIsCrashedWithItsSignalReadFromTheReport() throws IOException {
    try (WorkerSession session =
        session(
            spec(
                "segfaults",
                logs,
                "64m",
                "-XX:-CreateCoredumpOnCrash",
                "-Dserialtck.test.noisy.segv=2"))) {
      write(session);

      Step<?> step = write(session);

      WorkerFailure failure = lost(step);
      assertThat(failure.failureCause()).isEqualTo(WorkerFailure.Cause.CRASHED);
      assertThat(failure.kind()).isEqualTo("fatal error SIGSEGV");
      assertThat(failure.getMessage())
          .startsWith("worker JVM exited with code ")
          .contains("A fatal error has been detected by the Java Runtime Environment")
          .contains("#  SIGSEGV (0xb)")
          .contains("segfaults-hs_err_pid")
          .doesNotContain("write #1");
      assertThat(StepVerdicts.of(step, "write").outcome()).isEqualTo(Outcome.CRASHED);
      try (Stream<Path> files = Files.list(logs)) {
        assertThat(files.map(p -> p.getFileName().toString()))
            .as("the JVM's crash report is kept beside the log")
            .anyMatch(name -> name.startsWith("segfaults-hs_err_pid"));
      }
    }
  }
}
