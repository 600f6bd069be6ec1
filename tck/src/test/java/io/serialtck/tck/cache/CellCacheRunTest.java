package io.serialtck.tck.cache;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cell cache across runs of two configurations, in worker JVMs against real adapters: a first
 * run asks every cell of its workers and keeps what they answered; a second with nothing changed
 * answers every cell from the cache, starts no worker and records the first run's cells but for
 * time; a third, in which one configuration's library is another version (Kryo 5.5.0 instead of the
 * build's), asks that configuration's cells again, and only those.
 */
class CellCacheRunTest {

  private static final Plan PLAN =
      new Plan(
          List.of(criterion("ArrayList"), criterion("enum")),
          EvolutionScenarios.of("field-added", "int-to-long", "long-to-int"),
          List.of(Property.FIDELITY, Property.SAFETY),
          5);
  private static final String STILL = "java-standard";
  private static final String BUMPED = "kryo-default";
  private static final String OTHER_VERSION = "5.5.0";

  @TempDir static Path folder;
  private static RunResult cold;
  private static RunResult warm;
  private static RunResult bumped;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    RegisteredConfiguration kryo = registered.get(BUMPED);
    List<RegisteredConfiguration> configurations = List.of(registered.get(STILL), kryo);
    cold = run("cold", configurations);
    warm = run("warm", configurations);
    RegisteredConfiguration otherKryo;
    try (LibraryResolver resolver = new LibraryResolver()) {
      otherKryo =
          new RegisteredConfiguration(
              kryo.info(),
              new VersionedWorld(resolver).classpath(kryo, OTHER_VERSION),
              kryo.source());
    }
    bumped = run("bumped", List.of(registered.get(STILL), otherKryo));
  }

  private static RunResult run(String name, List<RegisteredConfiguration> configurations) {
    RunOptions options =
        RunOptions.defaults(folder.resolve(name))
            .withCache(new CacheSettings(folder.resolve("cache")));
    return MatrixRunner.run(options, configurations, PLAN, RunListener.NONE);
  }

  @Test
  void theFirstRunAsksEveryCellOfItsWorkers() {
    assertThat(cold.cells()).isNotEmpty().noneMatch(CellResult::harnessError);
    assertThat(cold.fromCache()).isEmpty();
    assertThat(cold.timings()).allSatisfy(t -> assertThat(t.workerStarts()).isPositive());
  }

  @Test
  void aRunWithNothingChangedAnswersEveryCellFromTheCacheWithoutAWorker() {
    assertThat(warm.fromCache())
        .containsExactlyElementsOf(warm.cells().stream().map(CellKey::of).toList());
    assertThat(warm.timings())
        .allSatisfy(
            timing -> {
              assertThat(timing.workerStarts()).as(timing.configuration()).isZero();
              assertThat(timing.cachedCells()).isEqualTo(timing.cells());
            });
  }

  @Test
  void theCachedCellsAreTheAskedOnesButForTime() {
    assertThat(timeless(warm.cells())).isEqualTo(timeless(cold.cells()));
  }

  @Test
  void afterOneLibraryChangesOnlyItsCellsAreAskedAgain() {
    ConfigurationTiming still = timing(bumped, STILL);
    ConfigurationTiming other = timing(bumped, BUMPED);
    assertThat(still.cachedCells()).isEqualTo(still.cells()).isPositive();
    assertThat(still.workerStarts()).isZero();
    assertThat(other.cachedCells()).isZero();
    assertThat(other.workerStarts()).isPositive();
    assertThat(bumped.cells())
        .filteredOn(cell -> cell.configuration().equals(BUMPED))
        .isNotEmpty()
        .allSatisfy(cell -> assertThat(cell.writer().libraryVersion()).isEqualTo(OTHER_VERSION));
    assertThat(timeless(cells(bumped, STILL))).isEqualTo(timeless(cells(cold, STILL)));
  }

  private static ConfigurationTiming timing(RunResult run, String configuration) {
    return run.timings().stream()
        .filter(timing -> timing.configuration().equals(configuration))
        .findFirst()
        .orElseThrow();
  }

  private static List<CellResult> cells(RunResult run, String configuration) {
    return run.cells().stream().filter(c -> c.configuration().equals(configuration)).toList();
  }

  private static List<CellResult> timeless(List<CellResult> cells) {
    return cells.stream().map(cell -> cell.toBuilder().durationMicros(0).build()).toList();
  }
}
