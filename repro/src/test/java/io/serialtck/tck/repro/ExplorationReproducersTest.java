package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import io.serialtck.tck.run.upgrade.UpgradeCategory;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducers of exploration cells with real findings, seed 42 and 64 cases: Kryo 5.2.0 does not
 * round-trip by itself cases that 5.6.2 does (its own empty {@code PriorityQueue}, a generic
 * holder's {@code T[]}; {@code kryo-default}, forward: a finding on the earlier side alone, whose
 * reproducer runs 5.2.0 on both sides), and FST 2.57's {@code int[][]} reads as another array in
 * FST 3 ({@code fst-default}, backward: a break across). Each reproducer makes the cell's minimal
 * case again without the library, runs with the JDK alone and agrees with its cell; a cell without
 * a finding, and a recording this kit does not make the cell's case from, are refused in one line;
 * a cell that claims another signature disagrees.
 */
class ExplorationReproducersTest {

  private static final Plan PLAN =
      new Plan(List.of(), List.of(), List.of(), 0)
          .withUpgrades(
              List.of(
                  UpgradePair.parse("kryo-default:5.2.0..5.6.2"),
                  UpgradePair.parse("fst-default:2.57..3.0.4-jdk17")))
          .with(new ExplorationSetting(64));

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void explore() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")).withSeed(42),
                List.of(registered.get("kryo-default"), registered.get("fst-default")),
                PLAN,
                Shard.WHOLE,
                RunListener.NONE)
            .cells()
            .stream()
            .filter(cell -> cell.scenario().equals(UpgradeCategory.LIBRARY_EXPLORE))
            .toList();
  }

  @Test
  void kryo520AloneFailsItsWorstCaseAndTheReproducerRunsItOnBothSides() throws Exception {
    CellResult cell = cell("kryo-default", Direction.FORWARD);
    ExplorationCase explored = cell.explorationCase();
    assertThat(explored).as(cell.detail()).isNotNull();
    assertThat(explored.finding()).isEqualTo(ExplorationCase.Finding.EARLIER_SIDE_ALONE);
    // 5.2.0 fails its own empty PriorityQueue and its T[] of a generic holder (kryo#865, #940)
    assertThat(cell.mode())
        .contains("caused by java.lang.IllegalArgumentException")
        .contains("caused by java.lang.ClassCastException");
    assertThat(explored.signature())
        .startsWith("earlier side alone: REJECTED com.esotericsoftware.kryo.KryoException");
    assertThat(ReproducibleCells.isSampled(cell)).isTrue();

    Path folder = write(cell);

    assertThat(jars(folder, "writer")).contains("kryo-5.2.0.jar").isEqualTo(jars(folder, "reader"));
    assertThat(Files.readString(folder.resolve("README.md")))
        .contains("A finding on one side alone: library 5.2.0");
    ReproOutput output = ReproRun.run(folder, Jdk.current().home());
    Agreement agreement = Agreement.check(cell, output);
    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
    assertThat(agreement.shown().orElseThrow().mode()).isEqualTo(explored.signature());

    CellResult otherSignature =
        cell.toBuilder()
            .explorationCase(
                new ExplorationCase(
                    explored.seed(),
                    explored.packagePrefix(),
                    explored.shrinkPath(),
                    explored.finding(),
                    "earlier side alone: REJECTED java.io.IOException"))
            .build();
    Agreement contradicted = Agreement.check(otherSignature, output);
    assertThat(contradicted.agrees()).isFalse();
    assertThat(contradicted.line())
        .contains(
            "DISAGREES: kit said REJECTED [earlier side alone: REJECTED java.io.IOException]");
  }

  /**
   * A finding at a set-up variant runs that variant's set-up source on both sides: the Kryo finding
   * recorded as met at {@code references-off} (Kryo 5.2.0 fails the case alone at either set-up)
   * copies {@code kryo-default~references-off.java}, and its reproducer agrees with the signature
   * the variant marks.
   */
  @Test
  void aFindingAtASetUpVariantIsReproducedWithThatVariantsSetUp() throws Exception {
    CellResult cell = cell("kryo-default", Direction.FORWARD);
    ExplorationCase explored = cell.explorationCase();
    String signature = "set-up references-off, " + explored.signature();
    CellResult atVariant =
        cell.toBuilder()
            .explorationCase(
                new ExplorationCase(
                    explored.seed(),
                    explored.packagePrefix(),
                    explored.shrinkPath(),
                    explored.finding(),
                    signature,
                    "references-off"))
            .build();

    Path folder = write(atVariant);

    String setUp = Files.readString(folder.resolve("src/SetUp.java"));
    assertThat(setUp).contains("kryo.setReferences(false);").doesNotContain("setReferences(true)");
    Agreement agreement = Agreement.check(atVariant, ReproRun.run(folder, Jdk.current().home()));
    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
    assertThat(agreement.shown().orElseThrow().mode()).isEqualTo(signature);
  }

  @Test
  void fstsIntArrayOfArraysBreaksAcrossAndTheReproducerAgrees() throws Exception {
    CellResult cell = cell("fst-default", Direction.BACKWARD);
    assertThat(cell.explorationCase()).as(cell.detail()).isNotNull();
    assertThat(cell.explorationCase().finding()).isEqualTo(ExplorationCase.Finding.ACROSS);

    Path folder = write(cell);

    assertThat(jars(folder, "writer")).contains("fst-2.57.jar");
    assertThat(jars(folder, "reader")).contains("fst-3.0.4-jdk17.jar");
    assertThat(Files.readString(folder.resolve("classes.txt"))).contains("class Sample");
    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));
    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
  }

  @Test
  void aCellWithoutAFindingIsRefusedSayingSo() {
    // a cell of the run, as exploration records one whose cases all came back
    CellResult passed =
        cell("kryo-default", Direction.BACKWARD).toBuilder()
            .outcome(Outcome.PASS)
            .detail("64 of 64 random shapes came back across; repeat with --seed 42 --explore 64")
            .minimalCase(null)
            .mode(null)
            .explorationCase(null)
            .build();

    assertThat(ReproducibleCells.isCovered(passed)).isFalse();
    assertThatThrownBy(() -> write(passed))
        .isInstanceOf(ReproRefusedException.class)
        .hasMessageContaining(
            CellAddress.of(passed) + ": no finding to reproduce: the cell is PASS")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aRecordingThatDoesNotMakeTheCellsCaseIsRefused() {
    CellResult cell = cell("kryo-default", Direction.FORWARD);
    ExplorationCase explored = cell.explorationCase();
    CellResult otherGrammar =
        cell.toBuilder()
            .explorationCase(
                new ExplorationCase(
                    explored.seed() + 1,
                    explored.packagePrefix(),
                    explored.shrinkPath(),
                    explored.finding(),
                    explored.signature()))
            .build();

    assertThatThrownBy(() -> write(otherGrammar))
        .isInstanceOf(ReproRefusedException.class)
        .hasMessageContaining("does not make the cell's minimal case again");
  }

  private static CellResult cell(String configuration, Direction direction) {
    return cells.stream()
        .filter(c -> c.configuration().equals(configuration) && c.direction() == direction)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no cell " + configuration + " " + direction));
  }

  private static Path write(CellResult cell) {
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      return reproducers.write(cell, workDir.resolve("repro"));
    }
  }

  private static List<String> jars(Path folder, String side) throws Exception {
    try (var files = Files.list(folder.resolve("lib").resolve(side))) {
      return files.map(f -> f.getFileName().toString()).sorted().toList();
    }
  }
}
