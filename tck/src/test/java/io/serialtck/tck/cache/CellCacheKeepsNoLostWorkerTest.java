package io.serialtck.tck.cache;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A crashed or timed-out cell is never kept: run twice with the cache, the scenario whose write
 * kills or hangs the worker is asked again, and the other scenario comes from the cache.
 */
class CellCacheKeepsNoLostWorkerTest {

  private static final Plan PLAN =
      Plan.evolutions(EvolutionScenarios.of("field-added", "field-removed"));

  @TempDir static Path folder;
  private static RunResult second;

  @BeforeAll
  static void runTwice() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    List<RegisteredConfiguration> selected =
        List.of(registered.get("test-exits"), registered.get("test-sleeps"));
    run("first", selected);
    second = run("second", selected);
  }

  private static RunResult run(String name, List<RegisteredConfiguration> selected) {
    RunOptions options =
        RunOptions.defaults(folder.resolve(name))
            .withRequestTimeout(Duration.ofSeconds(3))
            .withParallelism(2)
            .withCache(new CacheSettings(folder.resolve("cache")));
    return MatrixRunner.run(options, selected, PLAN, RunListener.NONE);
  }

  @Test
  void theCrashedAndTimedOutCellsAreAskedAgainAndTheOthersComeFromTheCache() {
    assertThat(second.cells())
        .filteredOn(cell -> cell.scenario().equals("field-added"))
        .extracting(CellResult::outcome)
        .containsOnly(Outcome.CRASHED, Outcome.TIMED_OUT)
        .hasSize(4);
    assertThat(second.fromCache())
        .extracting(CellKey::scenario)
        .containsOnly("field-removed")
        .hasSize(4);
    assertThat(second.fromCache())
        .extracting(CellKey::direction)
        .contains(Direction.BACKWARD, Direction.FORWARD);
  }
}
