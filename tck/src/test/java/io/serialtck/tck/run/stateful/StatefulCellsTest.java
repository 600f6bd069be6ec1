package io.serialtck.tck.run.stateful;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.Categories;
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
 * and says so.
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
                registered.get("one-nio-default")),
            new Plan(List.of(), List.of(), List.of(), 0)
                .withStateful(true)
                .withFilter(
                    Categories.filter(List.of(StatefulCategory.ID), List.of("*:field-added"))),
            RunListener.NONE);
  }

  @Test
  void aDefaultPlanAsksThreeSequencesOverEachCuratedScenarioAndAPlainPlanNone() {
    StatefulCategory category = new StatefulCategory();

    assertThat(category.cellKeys(Plan.full(1), "java-standard"))
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
        .contains("reads: PASS, PASS, PASS");
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
    assertThat(poisoned.mode()).startsWith(StatefulCells.STATE_POISONED);
    assertThat(poisoned.detail())
        .contains("one instance, whose writes a failed read truncates")
        .contains("wrote v2 (PASS)");
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
