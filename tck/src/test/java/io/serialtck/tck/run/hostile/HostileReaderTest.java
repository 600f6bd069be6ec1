package io.serialtck.tck.run.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way a read can go wrong is judged, and the reading goes on after it: the kit survives a
 * hang, a full heap, endless recursion and a JVM that halts, in one call.
 */
class HostileReaderTest {

  @TempDir Path workDir;

  private Workers workers() {
    return new Workers(Jdk.current().home(), "64m", Duration.ofSeconds(20), workDir);
  }

  @Test
  void eachMisbehaviourIsJudgedAndTheInputsAfterItAreStillRead() {
    RegisteredConfiguration victim =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature())
            .get("test-hostile-victim");
    List<String> flags = new ArrayList<>(victim.info().jvmFlags());
    flags.add("-XX:-ExitOnOutOfMemoryError");
    List<HostileInput> inputs = new ArrayList<>();
    for (byte order : new byte[] {0, 1, 0, 2, 3, 4, 6, 5, 0}) {
      inputs.add(new HostileInput(new byte[] {order, 9, 9}, "order " + order));
    }
    HostileReader.Reading reading;
    int starts;
    try (WorkerSession session =
        workers()
            .session("test-hostile-victim-hostile", victim.id(), flags, victim.worldClasspath())) {
      session.declareWorld("reader");
      HostileReader reader = new HostileReader(session, "reader", 1_000);
      reading =
          reader.read(
              new HostileReader.Target(
                  null, "io.serialtck.fixtures.objects.hostile.Nest", null, null),
              inputs);
      starts = session.starts();
    }
    assertThat(reading.results())
        .extracting(r -> r.verdict().outcome() + " " + r.verdict().kind())
        .containsExactly(
            "PASS ",
            "TIMED_OUT hang",
            "PASS ",
            "EXHAUSTED out of memory",
            "FAULTED java.lang.NullPointerException",
            "EXHAUSTED stack overflow",
            "REJECTED java.io.IOException",
            "CRASHED exit code 57",
            "PASS ");
    assertThat(reading.fault()).isNull();
    assertThat(starts)
        .as(
            "the first; after the hang; after the halt in a batch, whose inputs are then read one"
                + " by one; after the halt read alone")
        .isEqualTo(4);
    assertThat(reading.notRead()).isZero();
    assertThat(reading.results())
        .extracting(r -> r.verdict().outcome() + " " + r.verdict().kind())
        .containsExactly(
            "PASS ",
            "TIMED_OUT hang",
            "PASS ",
            "EXHAUSTED out of memory",
            "FAULTED java.lang.NullPointerException",
            "EXHAUSTED stack overflow",
            "REJECTED java.io.IOException",
            "CRASHED exit code 57",
            "PASS ");
  }

  @Test
  void aShrunkInputStillShowsTheVerdictAndIsSmaller() {
    RegisteredConfiguration victim =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature())
            .get("test-hostile-victim");
    try (WorkerSession session =
        workers()
            .session(
                "test-hostile-victim-shrink",
                victim.id(),
                victim.info().jvmFlags(),
                victim.worldClasspath())) {
      session.declareWorld("reader");
      HostileReader reader = new HostileReader(session, "reader");
      HostileReader.Target target =
          new HostileReader.Target(null, "io.serialtck.fixtures.objects.hostile.Nest", null, null);
      byte[] bytes = new byte[40];
      bytes[0] = 3;
      HostileInput input = new HostileInput(bytes, "an NPE input");
      InputVerdict verdict = reader.read(target, List.of(input)).results().get(0).verdict();
      assertThat(verdict.outcome()).isEqualTo(Outcome.FAULTED);
      HostileInput shrunk = new InputShrinker(reader).shrink(target, input, verdict);
      assertThat(shrunk.bytes()).containsExactly(3);
      assertThat(shrunk.how()).isEqualTo("an NPE input, shrunk from 40 bytes");
    }
  }
}
