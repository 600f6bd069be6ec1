package io.serialtck.tck.run;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run of a filtered plan records exactly the cells the filter keeps, each as the whole run has
 * it: the consistency cell alone still compares with the evolution cells, run unrecorded. The plan
 * and seed are {@code ShardedRunTest}'s, whose consistency cases hit the plan's scenarios.
 */
class FilteredRunTest {

  private static final long SEED = 11;
  private static final Plan PLAN =
      new Plan(
          List.of(criterion("ArrayList"), criterion("enum"), criterion("Optional")),
          EvolutionScenarios.of(
              "field-added", "field-removed", "nested-field-removed", "enum-constant-removed"),
          List.of(Property.values()),
          10);
  private static final CellFilter FILTER =
      new CellFilter(List.of(), List.of("field-*", "consistency"));

  @TempDir static Path workDir;
  private static List<RegisteredConfiguration> configurations;
  private static RunResult whole;
  private static RunResult filtered;
  private static final List<CellResult> heard = new CopyOnWriteArrayList<>();

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    configurations = List.of(registered.get("kryo-compatible"), registered.get("test-unsupported"));
    whole = MatrixRunner.run(options("whole"), configurations, PLAN, Shard.WHOLE, RunListener.NONE);
    filtered =
        MatrixRunner.run(
            options("filtered"),
            configurations,
            PLAN.withFilter(FILTER),
            Shard.WHOLE,
            new RunListener() {
              @Override
              public void cellFinished(CellResult cell) {
                heard.add(cell);
              }
            });
  }

  private static RunOptions options(String name) {
    return RunOptions.defaults(workDir.resolve(name)).withSeed(SEED);
  }

  @Test
  void theRunRecordsAndTellsExactlyTheCellsTheFilterKeeps() {
    List<CellKey> expected = new ArrayList<>();
    for (RegisteredConfiguration configuration : configurations) {
      expected.addAll(new PlannedCells(PLAN.withFilter(FILTER)).cellKeys(configuration.id()));
    }

    assertThat(filtered.cells().stream().map(CellKey::of).toList())
        .containsExactlyElementsOf(expected)
        .extracting(CellKey::path)
        .containsExactly(
            "evolution/field-added/backward",
            "evolution/field-added/forward",
            "evolution/field-removed/backward",
            "evolution/field-removed/forward",
            "property/consistency/roundtrip",
            "evolution/field-added/backward",
            "evolution/field-added/forward",
            "evolution/field-removed/backward",
            "evolution/field-removed/forward",
            "property/consistency/roundtrip");
    assertThat(heard).containsExactlyInAnyOrderElementsOf(filtered.cells());
  }

  @Test
  void eachCellIsTheWholeRunsTheConsistencyCellIncluded() {
    for (CellResult cell : filtered.cells()) {
      CellResult same =
          whole.cells().stream()
              .filter(c -> CellKey.of(c).equals(CellKey.of(cell)))
              .findFirst()
              .orElseThrow();
      assertThat(cell)
          .as(cell.name())
          .usingRecursiveComparison()
          .ignoringFields("durationMicros")
          .isEqualTo(same);
    }
    assertThat(filtered.cells())
        .filteredOn(c -> c.configuration().equals("kryo-compatible"))
        .filteredOn(c -> c.scenario().equals("consistency"))
        .singleElement()
        .extracting(CellResult::outcome)
        .as("the consistency tries compared with evolution cells")
        .isNotEqualTo(Outcome.INCONCLUSIVE);
  }

  @Test
  void theResultSaysItsFilterAndThePlansFingerprint() {
    List<String> ids = configurations.stream().map(RegisteredConfiguration::id).toList();

    assertThat(filtered.run().cellFilter()).isEqualTo("scenarios consistency, field-*");
    assertThat(whole.run().cellFilter()).isNull();
    assertThat(filtered.run().planFingerprint())
        .isEqualTo(new PlannedCells(PLAN.withFilter(FILTER)).fingerprint(ids, SEED))
        .isNotEqualTo(whole.run().planFingerprint());
    assertThat(whole.run().planFingerprint())
        .isEqualTo(new PlannedCells(PLAN).fingerprint(ids, SEED));
  }

  @Test
  void upgradesAreResolvedOnlyWhenTheFilterKeepsTheirCells() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    List<RegisteredConfiguration> javaStandard = List.of(registered.get("java-standard"));
    Plan impossible =
        new Plan(List.of(criterion("enum")), List.of(), List.of(), 0)
            .withUpgrades(List.of(new UpgradePair("java-standard", "1", "2")));

    assertThatThrownBy(
            () ->
                MatrixRunner.run(
                    options("upgrade"), javaStandard, impossible, Shard.WHOLE, RunListener.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no library version to swap");
    RunResult flexibility =
        MatrixRunner.run(
            options("no-upgrade"),
            javaStandard,
            impossible.withFilter(new CellFilter(List.of("flexibility"), List.of())),
            Shard.WHOLE,
            RunListener.NONE);
    assertThat(flexibility.cells())
        .extracting(CellResult::name)
        .containsExactly("java-standard › enum › roundtrip");
  }
}
