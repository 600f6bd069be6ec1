package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.upgrade.UpgradePairs;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Upgrade cells in real workers: Fory 0.16.0 to 1.6.0 (a major version jump whose format changed)
 * breaks every criterion both ways, Kryo 5.5.0 to 5.6.2 does not, and, where the machine has a JDK
 * 25, cells written on this JDK are read on that one and the other way.
 */
class UpgradeRunTest {

  static final Path SECOND_JDK = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
  static final Set<Outcome> REJECTED_OR_WORSE =
      Set.of(
          Outcome.REJECTED, Outcome.LOSSY, Outcome.CORRUPTED, Outcome.CRASHED, Outcome.TIMED_OUT);

  static final Plan PLAN =
      new Plan(
              List.of(
                  FlexibilityCriteria.criterion("record"),
                  FlexibilityCriteria.criterion("ArrayList"),
                  FlexibilityCriteria.criterion("BigInteger")),
              List.of(),
              List.of(),
              0)
          .with(new ExplorationSetting(0));

  @TempDir static Path workDir;
  static Map<String, RegisteredConfiguration> registered;

  @BeforeAll
  static void describe() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
  }

  @Test
  void aMajorVersionJumpThatChangedTheFormatIsRejectedOrWorseBothWays() {
    Plan plan = PLAN.withUpgrades(List.of(new UpgradePair("fory-compatible", "0.16.0", "1.6.0")));

    List<CellResult> upgrade =
        upgradeCells(run(plan, "fory", "fory-compatible"), "fory-compatible");

    assertThat(upgrade).hasSize(6);
    assertThat(upgrade)
        .allSatisfy(
            cell -> {
              assertThat(cell.outcome()).isIn(REJECTED_OR_WORSE);
              assertThat(cell.detail()).isNotBlank();
              assertThat(cell.harnessError()).isFalse();
            });
    CellResult backward = cell(upgrade, "library:record", Direction.BACKWARD);
    assertThat(backward.writer().libraryVersion()).isEqualTo("0.16.0");
    assertThat(backward.reader().libraryVersion()).isEqualTo("1.6.0");
    CellResult rollback = cell(upgrade, "library:record", Direction.FORWARD);
    assertThat(rollback.writer().libraryVersion()).isEqualTo("1.6.0");
    assertThat(rollback.reader().libraryVersion()).isEqualTo("0.16.0");
  }

  @Test
  void aCompatibleMinorUpgradePassesWithBothVersionsOnRecord() {
    Plan plan = PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")));

    List<CellResult> upgrade = upgradeCells(run(plan, "kryo", "kryo-default"), "kryo-default");

    CellResult backward = cell(upgrade, "library:record", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.PASS);
    assertThat(backward.writer().libraryVersion()).isEqualTo("5.5.0");
    assertThat(backward.reader().libraryVersion()).isEqualTo("5.6.2");
    assertThat(cell(upgrade, "library:record", Direction.FORWARD).outcome())
        .isEqualTo(Outcome.PASS);
  }

  /**
   * Kryo 5.1.1 cannot read its own record's {@code List} component, so the record is asked without
   * it, its aliases declared as {@code ArrayList}: a component of a non-final type, whose format
   * Kryo changed after 5.1.1 (5.6.2 finds no class in 5.1.1's bytes, and 5.1.1 reads past the end
   * of a table in 5.6.2's), which a variant of final-typed components only would pass.
   */
  @Test
  void aSideThatCannotRoundTripTheFullRecordIsAskedTheRecordWithoutItsListButANonFinalComponent() {
    Plan plan = PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.1.1", "5.6.2")));

    List<CellResult> upgrade = upgradeCells(run(plan, "kryo-511", "kryo-default"), "kryo-default");

    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult record = cell(upgrade, "library:record", direction);
      assertThat(record.detail())
          .startsWith(
              "asked without the List-typed component (its list declared as ArrayList instead),"
                  + " since kryo 5.1.1 does not round-trip")
          .contains("InstantiationError: java.util.List");
    }
    CellResult backward = cell(upgrade, "library:record", Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(backward.detail()).contains("Unable to find class");
    CellResult forward = cell(upgrade, "library:record", Direction.FORWARD);
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(forward.detail()).contains("IndexOutOfBoundsException");
    // ArrayList has no simpler variant and both versions round-trip it: an ordinary cell
    assertThat(cell(upgrade, "library:ArrayList", Direction.BACKWARD).detail()).isEmpty();
  }

  @Test
  void aCellAnsweredByASimplerVariantKeepsTheModeOfThatVariantsExchange() {
    Plan plan =
        new Plan(
                List.of(FlexibilityCriteria.criterion("Locale-Currency-BitSet")),
                List.of(),
                List.of(),
                0)
            .withUpgrades(List.of(new UpgradePair("fory-compatible", "0.16.0", "1.6.0")));

    List<CellResult> upgrade =
        upgradeCells(run(plan, "fory-simpler", "fory-compatible"), "fory-compatible");

    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult cell = cell(upgrade, "library:Locale-Currency-BitSet", direction);
      assertThat(cell.outcome()).isEqualTo(Outcome.REJECTED);
      assertThat(cell.detail()).startsWith("asked without the locales with a script");
      // the gate compares the mode: the variant's exception, as a plain REJECTED cell has it
      assertThat(cell.mode()).startsWith("read: org.apache.fory.exception.");
    }
  }

  @Test
  void aPairWithASideThatCannotRunHasNoOutcomeAndNamesTheCause() {
    // bson 3.6.4 has no Conventions.OBJECT_ID_GENERATORS, which bson-mongodb's set-up names
    Plan plan =
        PLAN.withUpgrades(List.of(new UpgradePair("bson-mongodb", "3.6.4", "5.14.0")))
            .with(new ExplorationSetting(2));

    List<CellResult> upgrade = upgradeCells(run(plan, "bson-364", "bson-mongodb"), "bson-mongodb");

    // three criteria and the exploration, both ways
    assertThat(upgrade).hasSize(8);
    assertThat(upgrade)
        .allSatisfy(
            cell -> {
              assertThat(cell.outcome()).isEqualTo(Outcome.SKIPPED);
              assertThat(cell.harnessError()).isTrue();
              assertThat(cell.mode()).isEqualTo(SideCheck.MODE);
              assertThat(cell.detail())
                  .startsWith("bson 3.6.4 cannot run as bson-mongodb sets it up")
                  .contains("NoSuchFieldError: OBJECT_ID_GENERATORS")
                  .contains("uses the field OBJECT_ID_GENERATORS, which bson 3.6.4 lacks");
            });
  }

  @Test
  void olderVersionsRunWithTheFlagsAndSetUpTheirConfigurationStatesForThem() {
    Plan plan =
        new Plan(
                List.of(
                    FlexibilityCriteria.criterion("boxed-primitives"),
                    FlexibilityCriteria.criterion("ArrayList")),
                List.of(),
                List.of(),
                0)
            .with(new ExplorationSetting(0));

    // FST before 2.18 registers java.awt classes: fst-default opens java.awt for it
    List<CellResult> fst =
        upgradeCells(
            run(
                plan.withUpgrades(List.of(new UpgradePair("fst-default", "2.04", "3.0.4-jdk17"))),
                "fst-204",
                "fst-default"),
            "fst-default");
    // bson before 4.8 has no CollectionCodecProvider: bson-mongodb runs without it
    List<CellResult> bson =
        upgradeCells(
            run(
                plan.withUpgrades(List.of(new UpgradePair("bson-mongodb", "4.7.2", "5.14.0"))),
                "bson-472",
                "bson-mongodb"),
            "bson-mongodb");

    for (List<CellResult> cells : List.of(fst, bson)) {
      assertThat(cells).hasSize(4);
      assertThat(cells)
          .allSatisfy(
              cell -> {
                assertThat(cell.harnessError()).isFalse();
                assertThat(cell.outcome()).isEqualTo(Outcome.PASS);
              });
    }
    assertThat(cell(fst, "library:ArrayList", Direction.BACKWARD).writer().libraryVersion())
        .isEqualTo("2.04");
  }

  @Test
  void aMigrationWritesWithOneConfigurationAndReadsWithTheOther() {
    Plan plan =
        new Plan(
                List.of(
                    FlexibilityCriteria.criterion("private-fields"),
                    FlexibilityCriteria.criterion("ArrayList")),
                List.of(),
                List.of(),
                0)
            .withUpgrades(List.of(UpgradePair.parse("jackson-default..jackson-plain")));
    RunOptions options = RunOptions.defaults(workDir.resolve("migration")).withSeed(1);

    List<CellResult> cells =
        MatrixRunner.run(
                options,
                List.of(registered.get("jackson-default"), registered.get("jackson-plain")),
                plan,
                RunListener.NONE)
            .cells();

    List<CellResult> migration =
        upgradeCells(cells, "jackson-plain").stream()
            .filter(c -> c.scenario().startsWith(Plan.MIGRATION))
            .toList();
    assertThat(migration).hasSize(4);
    assertThat(upgradeCells(cells, "jackson-default")).isEmpty();
    // jackson-default sees private fields, jackson-plain does not: its own round trip loses them
    CellResult privateFields = cell(migration, "migration:private-fields", Direction.BACKWARD);
    assertThat(privateFields.outcome()).isEqualTo(Outcome.NO_ROUND_TRIP);
    assertThat(privateFields.detail()).startsWith("jackson-plain does not round-trip");
    CellResult list = cell(migration, "migration:ArrayList", Direction.FORWARD);
    assertThat(list.outcome()).isEqualTo(Outcome.PASS);
  }

  @Test
  void evolutionScenariosAcrossAMigrationPairTheEarlierClassWithTheEarlierSide() {
    List<String> ids = List.of("field-added", "field-renamed", "long-to-int@long-max");
    Plan plan =
        new Plan(
                List.of(),
                EvolutionScenarios.all().stream().filter(s -> ids.contains(s.id())).toList(),
                List.of(),
                0)
            .withUpgrades(List.of(UpgradePair.parse("jackson-default..jackson3-default")))
            .withEvolutionsAcross(true);
    RunOptions options = RunOptions.defaults(workDir.resolve("migration-evolution")).withSeed(1);

    List<CellResult> cells =
        MatrixRunner.run(
                options,
                List.of(registered.get("jackson-default"), registered.get("jackson3-default")),
                plan,
                RunListener.NONE)
            .cells();

    List<CellResult> across =
        upgradeCells(cells, "jackson3-default").stream()
            .filter(c -> c.scenario().startsWith(Plan.MIGRATION_EVOLUTION))
            .toList();
    // the value sweep is not asked across
    assertThat(across).hasSize(4);
    CellResult added = cell(across, "migration-evolution:field-added", Direction.BACKWARD);
    assertThat(added.outcome()).isEqualTo(Outcome.PASS);
    assertThat(added.writer().libraryVersion()).isEqualTo("2.22.4");
    assertThat(added.writer().classVersion()).isEqualTo("v1");
    assertThat(added.reader().libraryVersion()).isEqualTo("3.3.0");
    assertThat(added.reader().classVersion()).isEqualTo("v2");
    // each side names the configuration it ran, as a migration's fixture cells do
    assertThat(added.writer().configuration()).isEqualTo("jackson-default");
    assertThat(added.reader().configuration()).isEqualTo("jackson3-default");
    // Jackson 2 refuses the property only the later class has; Jackson 3 ignores one it lacks,
    // so a renamed field's value is silently dropped on the way up
    CellResult rollback = cell(across, "migration-evolution:field-added", Direction.FORWARD);
    assertThat(rollback.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(rollback.detail()).contains("UnrecognizedPropertyException");
    assertThat(rollback.reader().libraryVersion()).isEqualTo("2.22.4");
    assertThat(rollback.writer().configuration()).isEqualTo("jackson3-default");
    assertThat(rollback.reader().configuration()).isEqualTo("jackson-default");
    assertThat(cell(across, "migration-evolution:field-renamed", Direction.BACKWARD).outcome())
        .isEqualTo(Outcome.LOSSY);
    // a configuration's own evolution cells name no configuration on either side
    assertThat(cells)
        .filteredOn(c -> c.category().equals("evolution"))
        .isNotEmpty()
        .allSatisfy(
            c -> {
              assertThat(c.writer().configuration()).isNull();
              assertThat(c.reader().configuration()).isNull();
            });
  }

  /**
   * Fury 0.10.3 to the build's Fory, the named migration: Fury and Fory declare one wire format, so
   * the pair runs, and Fory cannot read what Fury wrote, nor Fury what Fory wrote.
   */
  @Test
  void furysBytesAndForysDoNotReadAcrossTheRename() {
    List<String> ids = List.of("fury-compatible", "fory-compatible");
    Plan plan = PLAN.withUpgrades(UpgradePairs.migrations(ids));
    RunOptions options = RunOptions.defaults(workDir.resolve("fury-fory")).withSeed(1);

    List<CellResult> cells =
        MatrixRunner.run(
                options, ids.stream().map(registered::get).toList(), plan, RunListener.NONE)
            .cells();

    List<CellResult> migration =
        upgradeCells(cells, "fory-compatible").stream()
            .filter(c -> c.scenario().startsWith(Plan.MIGRATION))
            .toList();
    assertThat(migration).hasSize(6);
    assertThat(upgradeCells(cells, "fury-compatible")).isEmpty();
    assertThat(migration)
        .allSatisfy(
            cell -> {
              assertThat(cell.outcome()).isIn(REJECTED_OR_WORSE);
              assertThat(cell.detail()).isNotBlank();
              assertThat(cell.harnessError()).isFalse();
            });
    CellResult backward = cell(migration, "migration:record", Direction.BACKWARD);
    assertThat(backward.writer().libraryVersion()).isEqualTo("0.10.3");
    assertThat(backward.reader().libraryVersion()).isEqualTo("1.6.0");
    CellResult rollback = cell(migration, "migration:record", Direction.FORWARD);
    assertThat(rollback.writer().libraryVersion()).isEqualTo("1.6.0");
    assertThat(rollback.reader().libraryVersion()).isEqualTo("0.10.3");
  }

  @Test
  void aMigrationBetweenTwoFormatsIsRefused() {
    Plan plan = PLAN.withUpgrades(List.of(UpgradePair.parse("kryo-default..jackson-plain")));

    assertThatThrownBy(
            () ->
                MatrixRunner.run(
                    RunOptions.defaults(workDir.resolve("refused")),
                    List.of(registered.get("kryo-default"), registered.get("jackson-plain")),
                    plan,
                    RunListener.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("kryo-default writes")
        .hasMessageContaining("jackson-plain writes JSON")
        .hasMessageContaining("one format");
  }

  @Test
  void acrossJdksEachSideRunsOnItsJdkAndOneNiosBigIntegerIsNotFoundOnTheOther() {
    assumeTrue(
        Files.isExecutable(SECOND_JDK.resolve("bin/java")),
        "needs the second JDK at " + SECOND_JDK);
    Jdk second = Jdk.at(SECOND_JDK);
    Plan plan = PLAN.withReaderJdk(second);

    List<CellResult> cells = run(plan, "jdk", "kryo-default", "one-nio-default");

    CellResult kryo = cell(upgradeCells(cells, "kryo-default"), "jdk:record", Direction.BACKWARD);
    assertThat(kryo.outcome()).isEqualTo(Outcome.PASS);
    assertThat(kryo.writer().jdk()).startsWith(Jdk.current().feature() + ".");
    assertThat(kryo.reader().jdk()).startsWith(second.feature() + ".");
    CellResult back = cell(upgradeCells(cells, "kryo-default"), "jdk:record", Direction.FORWARD);
    assertThat(back.writer().jdk()).startsWith(second.feature() + ".");
    // one-nio identifies a class by a hash of its fields, and BigInteger's differ from 17 to 25
    CellResult bigInteger =
        cell(upgradeCells(cells, "one-nio-default"), "jdk:BigInteger", Direction.BACKWARD);
    assertThat(bigInteger.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(bigInteger.detail()).contains("SerializerNotFoundException");
  }

  /**
   * Runs the plan on the configurations its assertions look at, and no other: each configuration of
   * the run starts its workers.
   */
  private static List<CellResult> run(Plan plan, String name, String... configurations) {
    RunOptions options = RunOptions.defaults(workDir.resolve(name)).withSeed(1);
    return MatrixRunner.run(
            options,
            Stream.of(configurations).map(registered::get).toList(),
            plan,
            RunListener.NONE)
        .cells();
  }

  private static List<CellResult> upgradeCells(List<CellResult> cells, String configuration) {
    return cells.stream()
        .filter(c -> c.configuration().equals(configuration) && c.category().equals("upgrade"))
        .toList();
  }

  private static CellResult cell(List<CellResult> cells, String scenario, Direction direction) {
    return cells.stream()
        .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no cell " + scenario + " " + direction));
  }
}
