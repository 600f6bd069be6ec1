package io.serialtck.tck.cache;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.run.cell.CellClasses;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerFailure;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.value.ObjectValue;
import io.serialtck.worker.protocol.Response;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A unit of the cell cache whose requests differ from its tape part-way (the harness now asks
 * something else) takes the tape's answers up to there, then asks the worker what the unit asked so
 * far and goes on with the worker; the tape it keeps then answers the new requests.
 */
class CacheScopeTest {

  private static final String WORLD = "old";
  private static final String UNIT = "flexibility/test";

  @TempDir static Path folder;
  private static RegisteredConfiguration javaStandard;
  private static RegisteredConfiguration counting;
  private static RegisteredConfiguration exiting;

  @BeforeAll
  static void describe() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    javaStandard = registered.get("java-standard");
    counting = registered.get("test-counting");
    exiting = registered.get("test-exits");
  }

  @Test
  void aUnitThatAsksSomethingElseCatchesUpWithItsWorkerAndKeepsItsNewTape() {
    Session first = session("first");
    List<Step<Response.Written>> kept = first.writeAll("ArrayList", "enum");
    assertThat(first.session().starts()).isEqualTo(1);

    Session second = session("second");
    List<Step<Response.Written>> changed = second.writeAll("ArrayList", "HashMap");
    assertThat(second.session().starts())
        .as("the second request differs: the worker is asked")
        .isEqualTo(1);
    assertThat(payload(changed.get(0))).isEqualTo(payload(kept.get(0)));
    assertThat(changed.get(1)).isInstanceOf(Step.Success.class);

    Session third = session("third");
    List<Step<Response.Written>> replayed = third.writeAll("ArrayList", "HashMap");
    assertThat(third.session().starts()).as("the new tape answers both").isZero();
    assertThat(payload(replayed.get(1))).isEqualTo(payload(changed.get(1)));
    assertThat(third.session().jdkVersion())
        .as("the session says what its worker said when the tape was kept")
        .isEqualTo(second.session().jdkVersion());
  }

  @Test
  void theCatchUpAsksTheWorkerWhatTheUnitAskedBeforeSoThatItsStaticStateIsAsIfNothingWasCached() {
    session(counting, "counting-first").writeAll("ArrayList", "enum");
    Session second = session(counting, "counting-second");

    List<Step<Response.Written>> changed = second.writeAll("ArrayList", "HashMap");

    assertThat(ByteBuffer.wrap(payload(changed.get(1))).getInt())
        .as("the world wrote ArrayList's bytes again before HashMap's, as without a cache")
        .isEqualTo(1);
  }

  @Test
  void aWorkerThatDiedInAUnitWithoutACrashedCellIsKeptAndReplayedAsACrash() {
    ScenarioClasses classes =
        ScenarioClasses.generate(EvolutionScenarios.of("field-added").get(0), new ClassGenerator());
    Session first = session(exiting, "exiting-first");
    List<Step<?>> asked = first.crashThenWrite(classes);
    assertThat(asked.get(0)).isInstanceOf(Step.Lost.class);
    assertThat(asked.get(1)).isInstanceOf(Step.Success.class);
    assertThat(first.session().starts()).isEqualTo(2);

    Session second = session(exiting, "exiting-second");
    List<Step<?>> replayed = second.crashThenWrite(classes);

    assertThat(second.session().starts()).isZero();
    WorkerFailure crash = ((Step.Lost<?>) replayed.get(0)).failure();
    WorkerFailure original = ((Step.Lost<?>) asked.get(0)).failure();
    assertThat(crash.timedOut()).isFalse();
    assertThat(crash.getMessage()).isEqualTo(original.getMessage()).contains("42");
    assertThat(crash.kind()).isEqualTo(original.kind());
    assertThat(crash.exitCode()).isEqualTo(42);
  }

  private static byte[] payload(Step<Response.Written> step) {
    return ((Step.Success<Response.Written>) step).value().payload();
  }

  private Session session(String name) {
    return session(javaStandard, name);
  }

  private Session session(RegisteredConfiguration configuration, String name) {
    WorkerSession session =
        new Workers(Jdk.current().home(), "128m", Duration.ofSeconds(30), folder.resolve(name))
            .session(
                configuration.id(),
                configuration.id(),
                configuration.info().jvmFlags(),
                configuration.worldClasspath());
    session.declareWorld(WORLD);
    CacheScope scope =
        new CacheScope(
            CellCache.of(new CacheSettings(folder.resolve("cache"))).orElseThrow(),
            configuration.id());
    scope.attach(session);
    return new Session(session, scope);
  }

  private record Session(WorkerSession session, CacheScope scope) {

    /** Writes the class the exiting configuration dies on, then a fixture in a new worker. */
    List<Step<?>> crashThenWrite(ScenarioClasses classes) {
      List<Step<?>> asked = new ArrayList<>();
      try (session) {
        session.unit(
            UNIT,
            () -> {
              session.defineClasses(WORLD, classes.oldWorld());
              ObjectValue value = classes.writerValue(true);
              asked.add(
                  session.write(
                      WORLD,
                      classes.first().name(),
                      value,
                      CellClasses.of(value, classes.first())));
              asked.add(
                  session.writeFixture(
                      WORLD, FlexibilityCriteria.criterion("ArrayList").fixtureClass()));
            });
      }
      return asked;
    }

    List<Step<Response.Written>> writeAll(String... criteria) {
      List<Step<Response.Written>> written = new ArrayList<>();
      try (session) {
        session.unit(
            UNIT,
            () -> {
              for (String criterion : criteria) {
                written.add(
                    session.writeFixture(
                        WORLD, FlexibilityCriteria.criterion(criterion).fixtureClass()));
              }
            });
      }
      return written;
    }
  }
}
