package io.serialtck.tck.run;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.results.ResultsMerge;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run cut into three shards and merged is the whole run but for timing, in worker JVMs against
 * real adapters. Each configuration has 14 cells (3 flexibility, 8 evolution, 3 property) and there
 * are four (the last one unsupported on every JDK): 56 cells, cut at 18 and 37, so that shard 2
 * holds jackson-default's property cells without its first evolution cell, shard 3
 * kryo-compatible's with only the last scenario's evolution cells, and an evolution scenario is
 * split between shards 1 and 2. The seed is one whose consistency cases hit the plan's scenarios,
 * so that the consistency cells do compare with the evolution cells (which seeds do depends on the
 * catalogue's kinds: 42 stopped hitting them when {@code enum-to-String} was added).
 */
class ShardedRunTest {

  private static final long SEED = 11;
  private static final int SHARDS = 3;
  private static final Plan PLAN =
      new Plan(
          List.of(criterion("ArrayList"), criterion("enum"), criterion("Optional")),
          EvolutionScenarios.of(
              "field-added", "field-removed", "nested-field-removed", "enum-constant-removed"),
          List.of(Property.values()),
          10);
  private static final List<String> CONFIGURATIONS =
      List.of("java-standard", "jackson-default", "kryo-compatible", "test-unsupported");

  @TempDir static Path workDir;
  private static RunResult whole;
  private static final List<RunResult> shards = new ArrayList<>();
  private static final List<Heard> heard = new ArrayList<>();

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    List<RegisteredConfiguration> configurations =
        CONFIGURATIONS.stream().map(registered::get).toList();
    whole = MatrixRunner.run(options("whole"), configurations, PLAN, Shard.WHOLE, RunListener.NONE);
    for (int index = 1; index <= SHARDS; index++) {
      Heard listener = new Heard();
      shards.add(
          MatrixRunner.run(
              options("shard-" + index), configurations, PLAN, new Shard(index, SHARDS), listener));
      heard.add(listener);
    }
  }

  private static RunOptions options(String name) {
    return RunOptions.defaults(workDir.resolve(name)).withSeed(SEED);
  }

  @Test
  void theMergedShardsAreTheWholeRunButForTiming() {
    List<ResultsDocument> documents = new ArrayList<>();
    for (int i = 0; i < SHARDS; i++) {
      Path file = workDir.resolve("shard-" + (i + 1)).resolve("results.json");
      ResultsJson.write(file, shards.get(i).document());
      documents.add(ResultsJson.read(file));
    }
    Path wholeFile = workDir.resolve("whole").resolve("results.json");
    ResultsJson.write(wholeFile, whole.document());

    ResultsDocument merged =
        ResultsMerge.merge(List.of(documents.get(2), documents.get(0), documents.get(1)));

    assertThat(whole.cells())
        .hasSize(
            CONFIGURATIONS.size() * new PlannedCells(PLAN).cellKeys("test-unsupported").size());
    assertThat(merged)
        .usingRecursiveComparison()
        .ignoringFields("run.startedAt", "run.durationMs", "timing", "cells.durationMicros")
        .isEqualTo(ResultsJson.read(wholeFile));
    assertThat(merged.run().shard()).isNull();
    assertThat(merged.timing().configurations())
        .extracting(ConfigurationTiming::configuration, ConfigurationTiming::cells)
        .containsExactlyElementsOf(
            whole.timings().stream().map(t -> tuple(t.configuration(), t.cells())).toList());
  }

  @Test
  void theCutLeavesPropertyCellsWithoutAllTheirConfigurationsEvolutionCells() {
    List<String> orphanedProperties = new ArrayList<>();
    for (RunResult shard : shards) {
      for (String configuration : CONFIGURATIONS) {
        List<CellResult> cells =
            shard.cells().stream().filter(c -> c.configuration().equals(configuration)).toList();
        long properties = cells.stream().filter(c -> c.category().equals("property")).count();
        long evolution = cells.stream().filter(c -> c.category().equals("evolution")).count();
        if (properties > 0 && evolution < 2L * PLAN.evolutions().size()) {
          orphanedProperties.add(shard.run().shard() + " " + configuration);
        }
      }
    }

    assertThat(orphanedProperties).containsExactly("2/3 jackson-default", "3/3 kryo-compatible");
    assertThat(property(whole, "kryo-compatible", Property.CONSISTENCY).outcome())
        .as("some consistency try compared with an evolution cell")
        .isNotEqualTo(Outcome.INCONCLUSIVE);
    assertThat(keysOf(shards.get(0)))
        .contains(new CellKey("jackson-default", "evolution", "field-added", Direction.BACKWARD));
    assertThat(keysOf(shards.get(1)))
        .contains(new CellKey("jackson-default", "evolution", "field-added", Direction.FORWARD));
  }

  @Test
  void aConfigurationWithoutACellInTheShardIsNotStarted() {
    assertThat(shards.get(0).configurations())
        .extracting(ConfigurationInfo::id)
        .containsExactly("java-standard", "jackson-default");
    assertThat(shards.get(0).timings())
        .extracting(ConfigurationTiming::configuration)
        .containsExactly("java-standard", "jackson-default");
    assertThat(shards.get(2).configurations())
        .extracting(ConfigurationInfo::id)
        .containsExactly("kryo-compatible", "test-unsupported");
    assertThat(shards.get(2).cells())
        .filteredOn(c -> c.configuration().equals("test-unsupported"))
        .hasSize(new PlannedCells(PLAN).cellKeys("test-unsupported").size())
        .allSatisfy(c -> assertThat(c.outcome()).isEqualTo(Outcome.UNSUPPORTED));
  }

  @Test
  void theListenerHearsOfTheShardsCellsOnly() {
    for (int i = 0; i < SHARDS; i++) {
      RunResult shard = shards.get(i);
      Map<String, Integer> cellsPerConfiguration =
          shard.cells().stream()
              .collect(Collectors.toMap(CellResult::configuration, c -> 1, Integer::sum));

      assertThat(heard.get(i).started).isEqualTo(cellsPerConfiguration);
      assertThat(heard.get(i).finished).containsExactlyInAnyOrderElementsOf(shard.cells());
    }
  }

  @Test
  void aShardSaysWhichItIsAndTheTriesOfItsPlan() {
    assertThat(shards).extracting(r -> r.run().shard()).containsExactly("1/3", "2/3", "3/3");
    assertThat(whole.run().shard()).isNull();
    assertThat(Stream.concat(Stream.of(whole), shards.stream()))
        .extracting(r -> r.run().tries())
        .containsOnly(10);
    assertThat(shards.get(1).document().run().shard()).isEqualTo("2/3");
  }

  @Test
  void aPropertyCellCutFromTheConfigurationsEarlierPropertyCellsComesOutAsInAWholeRun() {
    RegisteredConfiguration renaming =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature())
            .get("test-rejects-renamed-classes");
    Plan properties =
        new Plan(List.of(), List.of(), List.of(Property.FIDELITY, Property.SAFETY), 5);
    RunResult wholeRun =
        MatrixRunner.run(
            options("renaming-whole"),
            List.of(renaming),
            properties,
            Shard.WHOLE,
            RunListener.NONE);
    RunResult safetyOnly =
        MatrixRunner.run(
            options("renaming-shard"),
            List.of(renaming),
            properties,
            new Shard(2, 2),
            RunListener.NONE);

    CellResult fidelity = property(wholeRun, renaming.id(), Property.FIDELITY);
    assertThat(fidelity.outcome()).as(fidelity.detail()).isEqualTo(Outcome.CORRUPTED);
    CellResult safety = property(wholeRun, renaming.id(), Property.SAFETY);
    assertThat(safety.detail()).as("safety names a renamed class").containsPattern("\\.k\\d+\\.");
    assertThat(safetyOnly.cells())
        .singleElement()
        .usingRecursiveComparison()
        .ignoringFields("durationMicros")
        .isEqualTo(safety);
  }

  @Test
  void mergeRejectsAMissingShard() {
    List<ResultsDocument> documents = List.of(shards.get(0).document(), shards.get(2).document());

    assertThatThrownBy(() -> ResultsMerge.merge(documents))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shard 2/3 is missing");
  }

  @Test
  void mergeRejectsShardsOfAnotherSeed() {
    ResultsDocument second = shards.get(1).document();
    ResultsDocument otherSeed =
        new ResultsDocument(
            second.schemaVersion(),
            new ResultsDocument.Run(
                second.run().startedAt(),
                second.run().durationMs(),
                second.run().jdk(),
                7,
                second.run().tries(),
                second.run().shard(),
                new PlannedCells(PLAN).fingerprint(CONFIGURATIONS, 7),
                null),
            second.configurations(),
            second.cells(),
            second.timing());
    List<ResultsDocument> documents =
        List.of(shards.get(0).document(), otherSeed, shards.get(2).document());

    assertThatThrownBy(() -> ResultsMerge.merge(documents))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "shards of different plans: document 1 has plan "
                + new PlannedCells(PLAN).fingerprint(CONFIGURATIONS, SEED)
                + ", document 2 has plan "
                + new PlannedCells(PLAN).fingerprint(CONFIGURATIONS, 7)
                + " (made with different --configurations, seed, tries or filters: seed "
                + SEED
                + " and 7)");
  }

  private static CellResult property(RunResult result, String configuration, Property property) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.scenario().equals(property.id()))
        .findFirst()
        .orElseThrow();
  }

  private static List<CellKey> keysOf(RunResult result) {
    return result.cells().stream().map(CellKey::of).toList();
  }

  /** What a listener heard of one run. */
  private static final class Heard implements RunListener {
    final Map<String, Integer> started = new ConcurrentHashMap<>();
    final List<CellResult> finished = new CopyOnWriteArrayList<>();

    @Override
    public void configurationStarted(String configurationId, int plannedCells) {
      started.put(configurationId, plannedCells);
    }

    @Override
    public void cellFinished(CellResult cell) {
      finished.add(cell);
    }
  }
}
