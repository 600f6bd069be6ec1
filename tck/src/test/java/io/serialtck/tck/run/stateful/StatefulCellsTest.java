package io.serialtck.tck.run.stateful;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code stateful} cells, end to end in worker JVMs, over the {@code field-added} classes: Java
 * serialization holds no state between calls and passes every sequence; a configuration whose
 * instance a failed read poisons passes the sequences without a failed read and is caught by {@code
 * unexpected-then-write}; one-nio, whose state is static, runs in worlds renewed for the scenario
 * and says so. Test configurations that refuse v1's bytes as a fresh instance does show the cell
 * judging the held instance against fresh ones: held like fresh passes, whatever the steps'
 * outcomes; a held read a fresh one passes decides the cell; a held read better than fresh passes,
 * the difference named.
 */
class StatefulCellsTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    result =
        MatrixRunner.run(
            RunOptions.defaults(workDir),
            List.of(
                registered.get("java-standard"),
                registered.get("test-poisoned-by-a-failed-read"),
                registered.get("test-rejects-another-shape"),
                registered.get("test-reads-poisoned-by-a-failed-read"),
                registered.get("test-lenient-after-a-good-read"),
                registered.get("one-nio-default")),
            new Plan(List.of(), List.of(), List.of(), 0)
                .with(StatefulSetting.ASKED)
                .withFilter(
                    Categories.filter(List.of(StatefulCategory.ID), List.of("*:field-added"))),
            RunListener.NONE);
  }

  @Test
  void aDefaultPlanAsksThreeSequencesOverEachCuratedScenarioAndAPlainPlanNone() {
    StatefulCategory category = new StatefulCategory();

    assertThat(category.cellKeys(StandardPlan.full(1), "java-standard"))
        .hasSize(StatefulSequence.values().length * StatefulCategory.EVOLUTIONS.size());
    assertThat(category.cellKeys(new Plan(List.of(), List.of(), List.of(), 0), "java-standard"))
        .isEmpty();
  }

  @Test
  void theFilteredRunRecordsTheThreeSequencesOverTheScenarioItKeeps() {
    List<String> scenarios =
        result.cells().stream()
            .filter(c -> c.configuration().equals("java-standard"))
            .filter(c -> c.category().equals(StatefulCategory.ID))
            .map(c -> c.scenario() + "/" + c.direction().id())
            .toList();

    assertThat(scenarios)
        .containsExactly(
            "read-old-then-write:field-added/backward",
            "interleaved:field-added/backward",
            "unexpected-then-write:field-added/roundtrip");
  }

  @Test
  void javaSerializationPassesEverySequenceAndSaysHowItsInstanceIsHeld() {
    for (StatefulSequence sequence : StatefulSequence.values()) {
      CellResult cell = cell("java-standard", sequence);

      assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
      assertThat(cell.detail())
          .contains("one instance built by the configuration, reused for every call");
    }
    assertThat(cell("java-standard", StatefulSequence.INTERLEAVED).detail())
        .contains("did at every step what a fresh instance does: PASS, PASS, PASS (as fresh)");
    assertThat(cell("java-standard", StatefulSequence.UNEXPECTED_THEN_WRITE).detail())
        .contains("truncated bytes (failed at read, as expected)");
  }

  @Test
  void anInstancePoisonedByAFailedReadIsCaughtOnlyByTheSequenceWithAFailedRead() {
    assertThat(
            cell("test-poisoned-by-a-failed-read", StatefulSequence.READ_OLD_THEN_WRITE).outcome())
        .isEqualTo(Outcome.PASS);
    assertThat(cell("test-poisoned-by-a-failed-read", StatefulSequence.INTERLEAVED).outcome())
        .isEqualTo(Outcome.PASS);

    CellResult poisoned =
        cell("test-poisoned-by-a-failed-read", StatefulSequence.UNEXPECTED_THEN_WRITE);
    assertThat(poisoned.outcome()).as(poisoned.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(poisoned.mode()).startsWith(StatefulSequence.STATE_POISONED);
    assertThat(poisoned.detail())
        .contains("one instance, whose writes a failed read truncates")
        .contains("wrote v2, read by a fresh v2 reader: PASS (as fresh)")
        .contains("wrote v2 again, read by a fresh v2 reader: REJECTED")
        .contains("(a fresh instance: PASS)");
  }

  @Test
  void aHeldInstanceThatRefusesWhatAFreshOneRefusesPassesAsFresh() {
    CellResult interleaved = cell("test-rejects-another-shape", StatefulSequence.INTERLEAVED);

    assertThat(interleaved.outcome()).as(interleaved.detail()).isEqualTo(Outcome.PASS);
    assertThat(interleaved.mode()).isEmpty();
    assertThat(interleaved.detail())
        .contains(
            "did at every step what a fresh instance does: REJECTED, PASS, REJECTED (as fresh)")
        .contains(
            "step 1 (v1's bytes), held and fresh alike: read: java.io.StreamCorruptedException");

    CellResult readOld = cell("test-rejects-another-shape", StatefulSequence.READ_OLD_THEN_WRITE);
    assertThat(readOld.outcome()).as(readOld.detail()).isEqualTo(Outcome.PASS);
    assertThat(readOld.mode()).isEmpty();
    assertThat(readOld.detail())
        .containsPattern(
            "read v1's bytes: REJECTED read: java.io.StreamCorruptedException.*\\(as fresh\\)")
        .contains("read by a fresh v2 reader: PASS (as fresh)");
  }

  @Test
  void aHeldReadThatAFreshInstancePassesDecidesTheCellByItsStep() {
    CellResult cell = cell("test-reads-poisoned-by-a-failed-read", StatefulSequence.INTERLEAVED);

    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(cell.mode()).isEqualTo("step 2: read: java.lang.IllegalStateException");
    assertThat(cell.detail())
        .contains("reads: REJECTED, REJECTED, REJECTED; fresh instances: REJECTED, PASS, REJECTED")
        .contains(
            "step 2 (v2's bytes): held REJECTED read: java.lang.IllegalStateException: poisoned by"
                + " an earlier failed read (a fresh instance: PASS)");
  }

  @Test
  void aHeldReadBetterThanAFreshOnePassesWithTheDifferenceNamed() {
    CellResult cell = cell("test-lenient-after-a-good-read", StatefulSequence.INTERLEAVED);

    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
    assertThat(cell.mode()).isEqualTo(HeldAgainstFresh.DIFFERS_FROM_FRESH + "step 3");
    assertThat(cell.detail())
        .contains("reads: REJECTED, PASS, PASS; fresh instances: REJECTED, PASS, REJECTED")
        .contains("step 3 (v1's bytes again): held PASS (a fresh instance: REJECTED read:");
  }

  @Test
  void aConfigurationWithStaticStateSaysHowTheCellModelsIt() {
    for (StatefulSequence sequence : StatefulSequence.values()) {
      CellResult cell = cell("one-nio-default", sequence);

      assertThat(cell.harnessError()).as(cell.detail()).isFalse();
      assertThat(cell.detail()).contains("static state lives across the scenario's sequences");
    }
  }

  private static CellResult cell(String configuration, StatefulSequence sequence) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.category().equals(StatefulCategory.ID))
        .filter(c -> c.scenario().equals(sequence.scenario("field-added")))
        .filter(c -> c.direction() == sequence.direction())
        .findFirst()
        .orElseThrow();
  }
}
