package io.serialtck.tck.release;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code release} category is a {@link MatrixCategory} the one engine runs: registered as what
 * {@code compare} asks ({@link ReleaseCategory#COMPARE}), it plans its cells from its own setting
 * in a standard plan ({@link ReleaseSetting}), and {@link MatrixRunner} runs them in a worker of
 * the configuration's own, records them, honours the cells it is asked and times the configuration.
 * The root is a JDK type, so that both releases are the configuration's world.
 */
class ReleaseCategoryTest {

  private static final MatrixCategory RELEASE = ReleaseCategory.COMPARE.get(0);
  private static final String ROOT = "java.time.Instant";
  private static final int TRIES = 3;

  @TempDir static Path workDir;
  private static RegisteredConfiguration javaStandard;
  private static Plan plan;

  @BeforeAll
  static void plan() {
    javaStandard =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature()).get("java-standard");
    ReleaseWorlds worlds =
        new ReleaseWorlds(
            "1.0",
            javaStandard.worldClasspath(),
            "1.1",
            javaStandard.worldClasspath(),
            javaStandard.info().jvmFlags(),
            Optional.empty());
    ClassLoader loader = ClassLoader.getPlatformClassLoader();
    plan =
        StandardPlan.of(TRIES, List.of(javaStandard.info()))
            .with(
                new ReleaseSetting(
                    List.of(ReleaseRoot.of(ROOT, loader, loader)),
                    Map.of(javaStandard.id(), worlds),
                    true));
  }

  @Test
  void isTheCategoryCompareAsksAndNotOneOfTheMatrix() {
    assertThat(ReleaseCategory.COMPARE)
        .singleElement()
        .isInstanceOf(ReleaseCategory.class)
        .extracting(MatrixCategory::id)
        .isEqualTo(Categories.RELEASE.id());
    assertThat(Categories.matrixIds()).doesNotContain(ReleaseCategory.ID);
    assertThat(Categories.ALL).contains(Categories.RELEASE);
    assertThat(Categories.byId(ReleaseCategory.ID)).contains(Categories.RELEASE);
    assertThat(RELEASE.describe("com.example.Order"))
        .as("described as the kit describes it to reports")
        .isEqualTo(Categories.RELEASE.describe("com.example.Order"));
  }

  @Test
  void plansABackwardAndAForwardCellPerRootFromItsOwnSetting() {
    assertThat(RELEASE.cellKeys(plan, javaStandard.id()))
        .containsExactly(key(Direction.BACKWARD), key(Direction.FORWARD));
    assertThat(RELEASE.cellKeys(plan, "a-configuration-without-worlds")).isEmpty();
    Plan withoutSetting = StandardPlan.of(TRIES, List.of(javaStandard.info()));
    assertThat(RELEASE.cellKeys(withoutSetting, javaStandard.id())).isEmpty();
    assertThat(new PlannedCells(withoutSetting).cellKeys(javaStandard.id()))
        .noneMatch(k -> k.category().equals(ReleaseCategory.ID));
  }

  @Test
  void theMatrixRunnerRunsRecordsAndTimesItsCells() {
    List<CellResult> heard = Collections.synchronizedList(new ArrayList<>());
    RunResult ran =
        MatrixRunner.run(
            RunOptions.defaults(workDir.resolve("whole")),
            List.of(javaStandard),
            new PlannedCells(plan, ReleaseCategory.COMPARE),
            Shard.WHOLE,
            Set.of(),
            heard::add);

    assertThat(ran.cells())
        .extracting(CellKey::of)
        .containsExactly(key(Direction.BACKWARD), key(Direction.FORWARD));
    assertThat(ran.cells()).allMatch(c -> c.outcome() == Outcome.PASS);
    assertThat(heard).hasSize(2);
    ConfigurationTiming timing = ran.timings().get(0);
    assertThat(timing.configuration()).isEqualTo(javaStandard.id());
    assertThat(timing.cells()).isEqualTo(2);
    assertThat(timing.workerStarts()).isEqualTo(1);
    assertThat(workDir.resolve("whole").resolve("workers"))
        .isDirectoryContaining("glob:**-release*");
  }

  @Test
  void runsOnlyTheCellsTheRunAsks() {
    RunResult ran =
        MatrixRunner.run(
            RunOptions.defaults(workDir.resolve("resumed")),
            List.of(javaStandard),
            new PlannedCells(plan, ReleaseCategory.COMPARE),
            Shard.WHOLE,
            Set.of(key(Direction.BACKWARD)),
            cell -> {});

    assertThat(ran.cells()).extracting(CellKey::of).containsExactly(key(Direction.FORWARD));
  }

  private static CellKey key(Direction direction) {
    return new CellKey(javaStandard.id(), ReleaseCategory.ID, ROOT, direction);
  }
}
