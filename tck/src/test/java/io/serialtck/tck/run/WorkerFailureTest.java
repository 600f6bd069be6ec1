package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker that exits, runs out of heap or hangs costs the cell under way its outcome (CRASHED or
 * TIMED_OUT), and nothing else: the worker is restarted and the run goes on.
 */
class WorkerFailureTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void runMisbehavingConfigurations() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    List<RegisteredConfiguration> selected =
        List.of(
            registered.get("test-exits"),
            registered.get("test-allocates"),
            registered.get("test-sleeps"),
            registered.get("java-standard"));
    RunOptions options =
        RunOptions.defaults(workDir)
            .withWorkerHeap("64m")
            .withRequestTimeout(Duration.ofSeconds(3))
            .withParallelism(2);
    result =
        MatrixRunner.run(
            options,
            selected,
            Plan.evolutions(EvolutionScenarios.of("field-added", "field-removed")),
            RunListener.NONE);
  }

  @Test
  void aWorkerCallingSystemExitGivesCrashedAndTheRunGoesOn() {
    assertThat(cell("test-exits", "field-added", Direction.BACKWARD).outcome())
        .isEqualTo(Outcome.CRASHED);
    assertThat(cell("test-exits", "field-added", Direction.BACKWARD).detail())
        .contains("exited with code 42")
        .startsWith("write:");
    assertThat(cell("test-exits", "field-added", Direction.FORWARD).outcome())
        .as("the forward cell writes the same class, in a restarted worker")
        .isEqualTo(Outcome.CRASHED);
    assertThatLaterCellsPass("test-exits");
    assertThat(timing("test-exits").workerStarts()).isEqualTo(3);
  }

  @Test
  void aWorkerOutOfHeapGivesCrashedNamingTheError() {
    CellResult crashed = cell("test-allocates", "field-added", Direction.BACKWARD);
    assertThat(crashed.outcome()).isEqualTo(Outcome.CRASHED);
    assertThat(crashed.detail()).contains("OutOfMemoryError");
    assertThatLaterCellsPass("test-allocates");
  }

  @Test
  void aHangingWorkerGivesTimedOutAndIsReplaced() {
    CellResult hung = cell("test-sleeps", "field-added", Direction.BACKWARD);
    assertThat(hung.outcome()).isEqualTo(Outcome.TIMED_OUT);
    assertThat(hung.detail()).contains("no answer within 3000 ms");
    assertThatLaterCellsPass("test-sleeps");
  }

  @Test
  void aWellBehavedConfigurationBesideThemIsUntouched() {
    assertThat(result.cells())
        .filteredOn(c -> c.configuration().equals("java-standard"))
        .hasSize(4)
        .allSatisfy(c -> assertThat(c.outcome()).isEqualTo(Outcome.PASS));
    assertThat(result.harnessErrors()).isEmpty();
  }

  private static void assertThatLaterCellsPass(String configuration) {
    assertThat(result.cells())
        .filteredOn(c -> c.configuration().equals(configuration))
        .filteredOn(c -> c.scenario().equals("field-removed"))
        .hasSize(2)
        .allSatisfy(c -> assertThat(c.outcome()).isEqualTo(Outcome.PASS));
  }

  private static CellResult cell(String configuration, String scenario, Direction direction) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
        .findFirst()
        .orElseThrow();
  }

  private static ConfigurationTiming timing(String configuration) {
    return result.timings().stream()
        .filter(t -> t.configuration().equals(configuration))
        .findFirst()
        .orElseThrow();
  }
}
