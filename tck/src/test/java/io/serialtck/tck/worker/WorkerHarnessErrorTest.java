package io.serialtck.tck.worker;

import static io.serialtck.tck.worker.NoisyWorkers.lost;
import static io.serialtck.tck.worker.NoisyWorkers.session;
import static io.serialtck.tck.worker.NoisyWorkers.spec;
import static io.serialtck.tck.worker.NoisyWorkers.write;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker JVM that cannot finish its handshake, or that a signal the kit did not send ends, is the
 * kit's failure (a harness error), not a CRASHED or TIMED_OUT cell against the library.
 */
class WorkerHarnessErrorTest {

  @TempDir Path logs;

  @Test
  void aHeapTooSmallToStartInIsAHarnessErrorNamingTheCauseAndTheCommand() {
    try (WorkerSession session = session(spec("tiny-heap", logs, "1k"))) {
      Step<Response.Written> step = write(session);

      WorkerFailure failure = lost(step);
      assertThat(failure.failureCause()).isEqualTo(WorkerFailure.Cause.NOT_STARTED);
      assertThat(failure.getMessage())
          .startsWith("worker JVM could not start: exit 1; stderr: ")
          .contains("Too small maximum heap")
          .contains("-Dserialtck.configuration=tiny-heap")
          .contains("-Xmx1k");
      assertHarnessError(step, "worker JVM could not start: exit 1");
    }
  }

  @Test
  void aFlagTheJvmRefusesIsAHarnessError() {
    try (WorkerSession session =
        session(spec("bad-flag", logs, "64m", "-XX:+SerialTckNoSuchOption"))) {
      Step<Response.Written> step = write(session);

      assertThat(lost(step).getMessage())
          .startsWith("worker JVM could not start: exit 1; stderr: ")
          .contains("Unrecognized VM option 'SerialTckNoSuchOption'");
      assertHarnessError(step, "Unrecognized VM option");
    }
  }

  @Test
  void aHandshakeWithNoAnswerInTimeIsAHarnessErrorNotATimeout(@TempDir Path pause) {
    WorkerSpec spec =
        spec(
            "paused",
            logs,
            "64m",
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:+PauseAtStartup",
            "-XX:PauseAtStartupFile=" + pause.resolve("paused"));
    try (WorkerSession session = session(spec, Duration.ofSeconds(2))) {
      Step<Response.Written> step = write(session);

      WorkerFailure failure = lost(step);
      assertThat(failure.timedOut()).isFalse();
      assertThat(failure.getMessage())
          .startsWith("worker JVM could not start: no answer to the handshake within 2000 ms");
      assertHarnessError(step, "no answer to the handshake");
    }
  }

  @Test
  void afterThreeFailedStartsInARowTheSessionStopsStartingWorkers() {
    try (WorkerSession session = session(spec("never-starts", logs, "1k"))) {
      for (int i = 0; i < WorkerSession.MAX_FAILED_STARTS; i++) {
        assertThat(lost(write(session)).getMessage()).doesNotContain("not started again");
      }
      Step<Response.Written> step = write(session);

      assertThat(lost(step).getMessage())
          .contains("Too small maximum heap")
          .endsWith("; not started again after 3 failed starts");
      assertThat(StepVerdicts.isHarnessError(step)).isTrue();
      assertThat(session.starts()).isEqualTo(WorkerSession.MAX_FAILED_STARTS);
    }
  }

  @Test
  void aWorkerSigkilledFromOutsideIsAHarnessErrorAndTheNextRequestGetsANewWorker() {
    try (WorkerSession session =
        session(spec("sigkilled", logs, "64m", "-Dserialtck.test.noisy.sigkill=2"))) {
      assertThat(write(session)).isInstanceOf(Step.Success.class);

      Step<Response.Written> step = write(session);

      WorkerFailure failure = lost(step);
      assertThat(failure.failureCause()).isEqualTo(WorkerFailure.Cause.KILLED_FROM_OUTSIDE);
      assertThat(failure.exitCode()).isEqualTo(137);
      assertThat(failure.getMessage())
          .startsWith("worker killed from outside the kit by signal 9 (SIGKILL, exit 137)")
          .contains("noisy: sending SIGKILL to myself on write #2")
          .doesNotContain("write #1");
      assertHarnessError(step, "worker killed from outside the kit by signal 9");
      assertThat(write(session)).isInstanceOf(Step.Success.class);
      assertThat(session.starts()).isEqualTo(2);
    }
  }

  @Test
  void aWorkerSigtermedFromOutsideIsAHarnessError() {
    try (WorkerSession session =
        session(spec("sigtermed", logs, "64m", "-Dserialtck.test.noisy.sigterm=1"))) {
      Step<Response.Written> step = write(session);

      assertThat(lost(step).getMessage())
          .startsWith("worker killed from outside the kit by signal 15 (SIGTERM, exit 143)");
      assertHarnessError(step, "signal 15");
    }
  }

  @Test
  void aLibraryCallingSystemExitIsStillCrashed() {
    try (WorkerSession session =
        session(spec("exits", logs, "64m", "-Dserialtck.test.noisy.exit=1"))) {
      Step<Response.Written> step = write(session);

      assertThat(lost(step).failureCause()).isEqualTo(WorkerFailure.Cause.CRASHED);
      assertThat(StepVerdicts.isHarnessError(step)).isFalse();
      Verdict verdict = StepVerdicts.of(step, "write");
      assertThat(verdict.outcome()).isEqualTo(Outcome.CRASHED);
      assertThat(verdict.mode()).isEqualTo("write: exit code 42");
    }
  }

  private static void assertHarnessError(Step<?> step, String cause) {
    assertThat(StepVerdicts.isHarnessError(step)).isTrue();
    Verdict verdict = StepVerdicts.of(step, "write");
    assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
    assertThat(verdict.detail()).startsWith("harness error at write: ").contains(cause);
  }
}
