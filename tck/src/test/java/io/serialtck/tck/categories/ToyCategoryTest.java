package io.serialtck.tck.categories;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CategorySetting;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.tck.run.hostile.HostileCategory;
import io.serialtck.tck.run.hostile.HostileDepth;
import io.serialtck.tck.run.registration.OrderedRegistrations;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.tck.run.stateful.StatefulSetting;
import io.serialtck.verdict.Outcome;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A category is one class and its place in a list: {@link ToyCategory}, written in test code and
 * added to the kit's {@link Categories#MATRIX} here, with a setting of its own that the plan holds
 * ({@link ToyCategory.Repeats}: no main file changed), is planned, run by the real run loop in a
 * worker of its own, recorded after the kit's categories, counted in the timing, filtered like any
 * category, and gets the cells it needs run when the filter leaves them out.
 */
class ToyCategoryTest {

  private static final Plan PLAN =
      new Plan(
              List.of(criterion("enum"), criterion("ArrayList"), criterion("Optional")),
              EvolutionScenarios.of("field-added"),
              List.of(),
              0)
          .with(new ToyCategory.Repeats(2));
  private static final List<MatrixCategory> CATEGORIES = withToy();

  @TempDir static Path workDir;
  private static List<RegisteredConfiguration> configurations;
  private static RunResult whole;
  private static RunResult toyOnly;

  private static List<MatrixCategory> withToy() {
    List<MatrixCategory> categories = new ArrayList<>(Categories.MATRIX);
    categories.add(new ToyCategory());
    return List.copyOf(categories);
  }

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    configurations = List.of(registered.get("java-standard"), registered.get("test-unsupported"));
    whole =
        MatrixRunner.run(
            RunOptions.defaults(workDir.resolve("whole")),
            configurations,
            new PlannedCells(PLAN, CATEGORIES),
            Shard.WHOLE,
            Set.of(),
            RunListener.NONE);
    toyOnly =
        MatrixRunner.run(
            RunOptions.defaults(workDir.resolve("toy-only")),
            configurations,
            new PlannedCells(
                PLAN.withFilter(new CellFilter(List.of(ToyCategory.ID), List.of())), CATEGORIES),
            Shard.WHOLE,
            Set.of(),
            RunListener.NONE);
  }

  @Test
  void theToysCellsArePlannedAndRecordedAfterTheKitsInTheRegisteredOrder() {
    List<CellKey> planned = new PlannedCells(PLAN, CATEGORIES).cellKeys("java-standard");
    assertThat(new ToyCategory().cellKeys(PLAN.with(new ToyCategory.Repeats(3)), "java-standard"))
        .as("the category's own setting, held by the plan, decides its cells")
        .hasSize(3);
    assertThat(
            new ToyCategory()
                .cellKeys(new Plan(PLAN.criteria(), List.of(), List.of(), 0), "java-standard"))
        .as("without its setting the category asks nothing")
        .isEmpty();

    assertThat(cellsOf(whole, "java-standard")).extracting(CellKey::of).isEqualTo(planned);
    assertThat(planned.subList(planned.size() - 2, planned.size()))
        .extracting(CellKey::path)
        .containsExactly("toy/repeat:enum/roundtrip", "toy/repeat:ArrayList/roundtrip");
    assertThat(new PlannedCells(PLAN, CATEGORIES).fingerprint(List.of("java-standard"), 42))
        .as("the toy's cells are part of what the plan asks")
        .isNotEqualTo(new PlannedCells(PLAN).fingerprint(List.of("java-standard"), 42));
  }

  @Test
  void theKitsCategorySettingsLiveInTheirCategoriesAsTheToysDoes() {
    assertThat(Arrays.stream(Plan.class.getRecordComponents()).map(RecordComponent::getName))
        .as("a plan holds what is common, and the categories' settings by their class")
        .containsExactly(
            "criteria",
            "evolutions",
            "properties",
            "tries",
            "upgrades",
            "readerJdk",
            "filter",
            "evolutionsAcross",
            "settings");
    Map<Class<? extends CategorySetting>, Class<?>> owners =
        Map.of(
            HostileDepth.class, HostileCategory.class,
            StatefulSetting.class, StatefulCategory.class,
            OrderedRegistrations.class, RegistrationOrderCategory.class,
            ToyCategory.Repeats.class, ToyCategory.class);
    owners.forEach(
        (setting, category) ->
            assertThat(setting.getPackageName())
                .as(setting.getSimpleName() + " beside its category")
                .isEqualTo(category.getPackageName()));
    assertThat(StandardPlan.full(1).settings().keySet())
        .as("the one factory of the standard plan adds the settings a default run asks")
        .containsExactlyInAnyOrder(HostileDepth.class, StatefulSetting.class);
    assertThat(StandardPlan.full(1).with(new ToyCategory.Repeats(2)).settings())
        .as("a new setting joins the others without a change to the plan")
        .containsEntry(ToyCategory.Repeats.class, new ToyCategory.Repeats(2))
        .containsEntry(HostileDepth.class, HostileDepth.QUICK);
  }

  @Test
  void theToyRunsInAWorkerOfItsOwnThatTheRunCounts() {
    for (CellResult cell : toyCells(whole, "java-standard")) {
      String criterion = cell.scenario().substring(ToyCategory.PREFIX.length());
      CellResult flexibility = cell(whole, "java-standard", "flexibility", criterion);
      assertThat(cell.outcome()).as(cell.name()).isEqualTo(flexibility.outcome());
      assertThat(cell.detail())
          .as("what the toy needed ran before it")
          .isEqualTo("twice; flexibility said " + flexibility.outcome());
      assertThat(cell.writer().libraryVersion())
          .as("the side its world reported")
          .isEqualTo(flexibility.writer().libraryVersion());
    }
    assertThat(workDir.resolve("whole").resolve("workers").resolve("java-standard-toy.log"))
        .as("the toy's own worker, beside the configuration's")
        .satisfies(log -> assertThat(Files.exists(log)).isTrue());
    ConfigurationTiming timing =
        whole.timings().stream()
            .filter(t -> t.configuration().equals("java-standard"))
            .findFirst()
            .orElseThrow();
    assertThat(timing.workerStarts()).as("the configuration's worker and the toy's").isEqualTo(2);
  }

  @Test
  void anUnsupportedConfigurationGetsTheToysCellsUnsupported() {
    assertThat(toyCells(whole, "test-unsupported"))
        .hasSize(2)
        .extracting(CellResult::outcome)
        .containsOnly(Outcome.UNSUPPORTED);
  }

  @Test
  void aFilterOfTheToyAloneRecordsItsCellsAsTheWholeRunHasThem() {
    assertThat(toyOnly.cells()).extracting(CellResult::category).containsOnly(ToyCategory.ID);
    assertThat(withoutTime(toyCells(toyOnly, "java-standard")))
        .as("the flexibility cells the toy needs ran, unrecorded")
        .isEqualTo(withoutTime(toyCells(whole, "java-standard")));
  }

  private static List<CellResult> cellsOf(RunResult run, String configuration) {
    return run.cells().stream().filter(c -> c.configuration().equals(configuration)).toList();
  }

  private static List<CellResult> toyCells(RunResult run, String configuration) {
    return cellsOf(run, configuration).stream()
        .filter(c -> c.category().equals(ToyCategory.ID))
        .toList();
  }

  private static CellResult cell(
      RunResult run, String configuration, String category, String scenario) {
    return cellsOf(run, configuration).stream()
        .filter(c -> c.category().equals(category) && c.scenario().equals(scenario))
        .findFirst()
        .orElseThrow();
  }

  private static List<CellResult> withoutTime(List<CellResult> cells) {
    return cells.stream().map(c -> c.toBuilder().durationMicros(0).build()).toList();
  }
}
