package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.ValueRoots;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Exploration finds a difference planted between the two sides of a pair, which no fixture names,
 * and shrinks it: a migration from {@code test-plain-java} to {@code test-encodes-long-strings}
 * (one format), whose writer encodes long string fields its own way and whose reader undoes it.
 * Each side round-trips everything alone, and the later reads the earlier's bytes; only a long
 * string written by the later side and read by the earlier comes back wrong. No criterion is asked:
 * only random shapes.
 */
class ExplorationRunTest {

  private static final Plan PLAN =
      new Plan(List.of(), List.of(), List.of(), 0)
          .withUpgrades(List.of(UpgradePair.parse("test-plain-java..test-encodes-long-strings")));

  @TempDir static Path workDir;
  static Map<String, RegisteredConfiguration> registered;

  @BeforeAll
  static void describe() {
    registered =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature());
  }

  @Test
  void aPlantedDifferenceBetweenTheSidesIsFoundAndShrunkToOneStringField() {
    List<CellResult> cells = runOneCase(seedWithALongStringAmongOtherFields(), "planted");

    CellResult forward = cell(cells, Direction.FORWARD);
    assertThat(forward.harnessError()).as(forward.detail()).isFalse();
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.CORRUPTED);
    assertThat(forward.detail())
        .contains("random shapes are findings: they broke across the pair")
        .contains("Minimal case after");
    assertThat(forward.writer().configuration()).isEqualTo("test-encodes-long-strings");
    assertThat(forward.reader().configuration()).isEqualTo("test-plain-java");
    String minimal = forward.minimalCase();
    assertThat(minimal).as(minimal).contains("classes: class Sample").contains("String");
    assertThat(fieldsOf(minimal)).as(minimal).isEqualTo(1);
    assertThat(minimal).as("the long text survives the shrink").contains("...(200)");

    CellResult backward = cell(cells, Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.PASS);
    assertThat(backward.explorationCase()).isNull();
  }

  @Test
  void aDifferenceOnlyASetUpVariantMeetsIsFoundAtThatVariantAndShrunk() {
    long seed = seedWithALongStringAmongOtherFields();
    Plan plan =
        new Plan(List.of(), List.of(), List.of(), 0)
            .withUpgrades(List.of(UpgradePair.parse("test-plain-java..test-variant-planted")))
            .with(new ExplorationSetting(1));
    List<CellResult> cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("variant")).withSeed(seed),
                Stream.of("test-plain-java", "test-variant-planted").map(registered::get).toList(),
                plan,
                RunListener.NONE)
            .cells();

    CellResult forward = cell(cells, Direction.FORWARD);
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.CORRUPTED);
    assertThat(forward.detail())
        .contains("1 of 2 random shapes (1 at set-up planted) are findings");
    assertThat(forward.mode()).startsWith("set-up planted: CORRUPTED");
    assertThat(forward.explorationCase().setUp()).isEqualTo("planted");
    assertThat(forward.explorationCase().signature()).startsWith("set-up planted: CORRUPTED");
    assertThat(fieldsOf(forward.minimalCase())).as(forward.minimalCase()).isEqualTo(1);
    assertThat(forward.minimalCase()).contains("...(200)");

    CellResult backward = cell(cells, Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.PASS);
    assertThat(backward.detail())
        .startsWith("2 of 2 random shapes came back across (1 at set-up planted)");
  }

  @Test
  void theMinimalCaseIsMadeAgainFromWhatTheCellRecordedWithoutTheLibrary() {
    List<CellResult> cells = runOneCase(seedWithALongStringAmongOtherFields(), "replayed");
    CellResult forward = cell(cells, Direction.FORWARD);
    ExplorationCase recorded = forward.explorationCase();

    assertThat(recorded).as(forward.detail()).isNotNull();
    assertThat(recorded.finding()).isEqualTo(ExplorationCase.Finding.ACROSS);
    assertThat(forward.mode()).startsWith(recorded.signature());
    assertThat(forward.minimalCase()).startsWith("seed " + recorded.seed() + "\n");
    assertThat(recorded.shrinkPath()).as("the shrink kept steps").isNotEmpty();
    EvolutionCase replayed = ExplorationReplay.minimal(recorded);
    assertThat(ExplorationReplay.render(replayed)).isEqualTo(forward.minimalCase());
    assertThat(ExplorationReplay.of(forward)).contains(replayed);
    assertThat(replayed.written().fields()).hasSize(1);

    CellResult otherCase =
        forward.toBuilder()
            .explorationCase(
                new ExplorationCase(
                    recorded.seed() + 1,
                    recorded.packagePrefix(),
                    recorded.shrinkPath(),
                    recorded.finding(),
                    recorded.signature()))
            .build();
    assertThat(ExplorationReplay.of(otherCase))
        .as("a recording that does not make the case shown")
        .isEmpty();
  }

  @Test
  void aDifferenceInOneFieldOfACaseBothSidesRefuseAlikeIsFoundByAskingItFieldByField() {
    long seed = seedWithALongStringAndACurrency();
    RunOptions options = RunOptions.defaults(workDir.resolve("parts")).withSeed(seed);
    List<CellResult> cells =
        MatrixRunner.run(
                options,
                Stream.of("test-plain-java", "test-encodes-long-strings")
                    .map(registered::get)
                    .toList(),
                PLAN.with(new ExplorationSetting(1)),
                RunListener.NONE)
            .cells();

    CellResult forward = cell(cells, Direction.FORWARD);
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.CORRUPTED);
    assertThat(forward.detail())
        .contains("1 of 1 random shapes are findings")
        .contains(
            "1 of the findings showed in one field of a case whose whole both sides fail alike");
    assertThat(forward.minimalCase()).doesNotContain("Currency").contains("...(200)");
    EvolutionCase replayed = ExplorationReplay.minimal(forward.explorationCase());
    assertThat(ExplorationReplay.render(replayed)).isEqualTo(forward.minimalCase());
    CellResult backward = cell(cells, Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.INCONCLUSIVE);
    assertThat(backward.detail()).contains("planted: a Currency field");
  }

  /**
   * The first seed whose case writes, in a root of several fields and no generic superclass, a
   * string of 65 to 1,000 characters (the planted difference), no {@code Currency} (the planted
   * refusal) and no value at a limit: a case the shrink has fields to take away from.
   */
  private static long seedWithALongStringAmongOtherFields() {
    for (long seed = 1; seed < 5_000; seed++) {
      EvolutionCase explored =
          io.serialtck.evolution.property.ExplorationGrammar.generate(seed, ExploredCases.PACKAGE);
      if (explored.base().fields().size() < 3 || explored.base().superclass().isPresent()) {
        continue;
      }
      boolean longString = false;
      boolean other = false;
      for (var field : explored.base().fields()) {
        var value = explored.written().field(field.name()).orElseThrow();
        String type = field.type().binaryName();
        int length =
            value instanceof io.serialtck.value.ScalarValue text ? text.text().length() : 0;
        longString |= type.equals("java.lang.String") && length > 64 && length <= 1_000;
        other |=
            type.equals("java.util.Currency")
                || length > 1_000
                || (type.equals("java.lang.String") && length > 1_000);
      }
      if (longString && !other) {
        return seed;
      }
    }
    throw new AssertionError("no seed below 5000 writes a long string among other fields");
  }

  private static List<CellResult> runOneCase(long seed, String name) {
    return MatrixRunner.run(
            RunOptions.defaults(workDir.resolve(name)).withSeed(seed),
            Stream.of("test-plain-java", "test-encodes-long-strings").map(registered::get).toList(),
            PLAN.with(new ExplorationSetting(1)),
            RunListener.NONE)
        .cells();
  }

  /** The first seed whose case writes a long string and a Currency in fields of its root. */
  private static long seedWithALongStringAndACurrency() {
    for (long seed = 1; seed < 5_000; seed++) {
      EvolutionCase explored =
          io.serialtck.evolution.property.ExplorationGrammar.generate(seed, ExploredCases.PACKAGE);
      boolean currency = false;
      boolean longString = false;
      for (var field : explored.base().fields()) {
        var value = explored.written().field(field.name()).orElseThrow();
        String type = field.type().binaryName();
        currency |=
            type.equals("java.util.Currency") && !(value instanceof io.serialtck.value.NullValue);
        longString |=
            type.equals("java.lang.String")
                && value instanceof io.serialtck.value.ScalarValue text
                && text.text().length() > 64
                // one of the grammar's texts, not a string at a library's limit
                && text.text().length() < 1_000;
      }
      if (currency && longString && explored.base().superclass().isEmpty()) {
        return seed;
      }
    }
    throw new AssertionError("no seed below 5000 writes a long string and a Currency");
  }

  /**
   * {@code test-encodes-long-strings} swaps the halves of a {@code UUID} written as the root
   * object, and of any it reads as one: a case whose root is a JDK value must be written as that
   * value, not held in a class, for the two sides to differ.
   */
  @Test
  void aJdkValueAsTheRootIsWrittenAsItselfSoADifferenceOnlyARootMeetsIsFound() {
    long seed = seedWithAUuidAsTheRoot();
    List<CellResult> cells = runOneCase(seed, "uuid-root");

    CellResult forward = cell(cells, Direction.FORWARD);
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.CORRUPTED);
    assertThat(forward.minimalCase()).contains(ValueRoots.FIELD).contains("UUID");
    assertThat(forward.explorationCase().seed()).isEqualTo(seed);
    assertThat(forward.detail())
        .as("each side round-trips its own root: the break is across")
        .contains("CORRUPTED valueAsRoot 1")
        .doesNotContain("alone:");
    CellResult backward = cell(cells, Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.CORRUPTED);
  }

  private static long seedWithAUuidAsTheRoot() {
    for (long seed = 1; seed < 5_000; seed++) {
      EvolutionCase explored =
          io.serialtck.evolution.property.ExplorationGrammar.generate(seed, ExploredCases.PACKAGE);
      if (ValueRoots.isValueRoot(explored.base())
          && ValueRoots.rootClass(explored.base()).equals("java.util.UUID")) {
        return seed;
      }
    }
    throw new AssertionError("no seed below 5000 has a UUID as its root");
  }

  /**
   * A case whose deep field nests lists past 1,000 levels is asked without a fault of the kit: the
   * harness and the worker walk it on threads of a large stack. The libraries still write it on the
   * worker's thread of the default stack, on which Java serialization overflows between 500 and 700
   * levels: both sides fail it alike, and it says nothing of the pair. Were the library run on a
   * large stack, it would come back across.
   */
  @Test
  void aCaseNestedPastAThousandLevelsIsAskedAndJavaSerializationOverflowsTheDefaultStack() {
    long seed = seedNestedPastAThousandLevels();
    List<CellResult> cells = runOneCase(seed, "deep");

    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult cell = cell(cells, direction);
      assertThat(cell.harnessError()).as(cell.detail()).isFalse();
      assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.INCONCLUSIVE);
      assertThat(cell.detail())
          .as("seed %d", seed)
          .startsWith("0 of 1 random shapes came back across")
          .contains("1 said nothing, as both sides alone fail them alike")
          .contains("java.lang.StackOverflowError");
    }
  }

  /**
   * The first seed whose case nests its deep field past 1,000 levels, in a root of plain fields: no
   * generic superclass, no {@code Currency} (the planted refusal), no string longer than 64
   * characters (the planted difference).
   */
  private static long seedNestedPastAThousandLevels() {
    for (long seed = 1; seed < 5_000; seed++) {
      EvolutionCase explored =
          io.serialtck.evolution.property.ExplorationGrammar.generate(seed, ExploredCases.PACKAGE);
      var nested = explored.written().field("nested");
      if (nested.isEmpty() || explored.base().superclass().isPresent()) {
        continue;
      }
      int depth = 0;
      for (var value = nested.get();
          value instanceof io.serialtck.value.CollectionValue list;
          value = list.elements().get(0)) {
        depth++;
      }
      boolean plain = true;
      for (var field : explored.base().fields()) {
        var value = explored.written().field(field.name()).orElseThrow();
        plain &=
            !field.type().binaryName().equals("java.util.Currency")
                && !(value instanceof io.serialtck.value.ScalarValue text
                    && text.text().length() > 64);
      }
      if (depth > 1_000 && plain) {
        return seed;
      }
    }
    throw new AssertionError("no seed below 5000 nests a field past 1,000 levels");
  }

  @Test
  void noCasesAskNothing() {
    List<CellResult> none =
        run(
            PLAN.with(new ExplorationSetting(0)),
            "none",
            "test-plain-java",
            "test-encodes-long-strings");

    assertThat(none).noneMatch(c -> c.scenario().endsWith("-explore"));
  }

  /** The fields of the minimal case's root class: {@code private T f0;} declarations. */
  private static long fieldsOf(String minimal) {
    String root = minimal.substring(minimal.indexOf("class Sample"));
    root = root.substring(0, root.indexOf('}'));
    return root.chars().filter(c -> c == ';').count() - 1; // serialVersionUID
  }

  private static List<CellResult> run(Plan plan, String name, String... configurations) {
    RunOptions options = RunOptions.defaults(workDir.resolve(name)).withSeed(1);
    return MatrixRunner.run(
            options,
            Stream.of(configurations).map(registered::get).toList(),
            plan,
            RunListener.NONE)
        .cells();
  }

  private static CellResult cell(List<CellResult> cells, Direction direction) {
    return cells.stream()
        .filter(c -> c.scenario().equals(UpgradeCategory.MIGRATION_EXPLORE))
        .filter(c -> c.direction() == direction)
        .findFirst()
        .orElseThrow(
            () -> new AssertionError("no migration-explore cell " + direction + ": " + cells));
  }
}
