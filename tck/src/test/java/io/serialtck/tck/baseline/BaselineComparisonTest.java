package io.serialtck.tck.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineComparisonTest {

  private static final Side SIDE = new Side("17", "1.0", "v1");

  @TempDir Path root;

  @Test
  void aRunWithTheBaselinesOutcomesHasNoDifference() throws IOException {
    writeBaseline(
        "kryo", "evolution/field-added/backward = REJECTED", "property/safety/roundtrip = PASS");

    List<BaselineDifference> differences =
        compare(
            List.of(
                cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED),
                cell("kryo", "property", "safety", Direction.ROUNDTRIP, Outcome.PASS)));

    assertThat(differences).isEmpty();
  }

  @Test
  void anOutcomeThatGotWorseOrBetterIsADifferenceNamingBothOutcomesAndTheDetail()
      throws IOException {
    writeBaseline(
        "kryo",
        "evolution/field-added/backward = REJECTED",
        "evolution/field-added/forward = PASS");

    List<BaselineDifference> differences =
        compare(
            List.of(
                cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.PASS),
                cell("kryo", "evolution", "field-added", Direction.FORWARD, Outcome.CORRUPTED)));

    assertThat(differences)
        .extracting(BaselineDifference::kind)
        .containsOnly(BaselineDifference.Kind.CHANGED);
    assertThat(differences)
        .extracting(BaselineDifference::describe)
        .containsExactly(
            "kryo evolution/field-added/backward: was REJECTED, now PASS",
            "kryo evolution/field-added/forward: was PASS, now CORRUPTED — detail of CORRUPTED");
  }

  @Test
  void aRejectionByAnotherExceptionIsADifferenceNamingBothModes() throws IOException {
    writeBaseline(
        "kryo",
        "evolution/field-added/backward = REJECTED [read: java.io.InvalidClassException]",
        "evolution/field-added/forward = REJECTED [read: java.io.InvalidClassException]");

    List<BaselineDifference> differences =
        compare(
            List.of(
                cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED)
                    .withMode("read: java.io.InvalidClassException"),
                cell("kryo", "evolution", "field-added", Direction.FORWARD, Outcome.REJECTED)
                    .withMode("read: java.lang.NullPointerException")));

    assertThat(differences)
        .extracting(BaselineDifference::describe)
        .containsExactly(
            "kryo evolution/field-added/forward: was REJECTED [read:"
                + " java.io.InvalidClassException], now REJECTED [read:"
                + " java.lang.NullPointerException] — detail of REJECTED");
  }

  @Test
  void aCellThatIsNotReproducibleIsAcceptedWithAnyOfItsListedOutcomesOnly() throws IOException {
    writeBaseline(
        "fst",
        "evolution/superclass-removed/forward = CORRUPTED | REJECTED [read: java.io.IOException]",
        "evolution/superclass-removed/backward = CORRUPTED | REJECTED [read: java.io.IOException]");

    List<BaselineDifference> differences =
        compare(
            List.of(
                cell("fst", "evolution", "superclass-removed", Direction.FORWARD, Outcome.REJECTED)
                    .withMode("read: java.io.IOException"),
                cell("fst", "evolution", "superclass-removed", Direction.BACKWARD, Outcome.PASS)));

    assertThat(differences)
        .extracting(BaselineDifference::describe)
        .containsExactly(
            "fst evolution/superclass-removed/backward: was CORRUPTED | REJECTED [read:"
                + " java.io.IOException], now PASS");
  }

  @Test
  void anEntryWithoutItsClosingBracketIsAnErrorNamingTheLine() throws IOException {
    writeBaseline("kryo", "evolution/field-added/backward = REJECTED [read: java.io.X");

    assertThatThrownBy(() -> Baseline.load(root, 17))
        .isInstanceOf(BaselineException.class)
        .hasMessageContaining("kryo.baseline:3: expected 'OUTCOME [mode]'");
  }

  @Test
  void aCellTheBaselineDoesNotListIsADifference() throws IOException {
    writeBaseline("kryo", "evolution/field-added/backward = REJECTED");

    List<BaselineDifference> differences =
        compare(
            List.of(
                cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED),
                cell("fory", "evolution", "field-added", Direction.BACKWARD, Outcome.PASS)));

    assertThat(differences)
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.kind()).isEqualTo(BaselineDifference.Kind.NOT_IN_BASELINE);
              assertThat(d.describe())
                  .isEqualTo("fory evolution/field-added/backward: not in the baseline, now PASS");
            });
  }

  @Test
  void anEntryNoPlannedCellMatchesIsStaleButOnlyForConfigurationsInScope() throws IOException {
    writeBaseline(
        "kryo", "evolution/field-added/backward = REJECTED", "evolution/gone/backward = PASS");
    writeBaseline("unregistered", "flexibility/cyclic-references/roundtrip = PASS");
    CellResult ran = cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED);
    Baseline baseline = Baseline.load(root, 17);

    List<BaselineDifference> everything =
        BaselineComparison.compare(baseline, List.of(ran), List.of(CellKey.of(ran)), id -> true);
    List<BaselineDifference> kryoOnly =
        BaselineComparison.compare(
            baseline, List.of(ran), List.of(CellKey.of(ran)), "kryo"::equals);

    assertThat(everything)
        .extracting(BaselineDifference::describe)
        .containsExactly(
            "kryo evolution/gone/backward: the baseline says PASS, but the run has no such cell",
            "unregistered flexibility/cyclic-references/roundtrip: the baseline says PASS, but the"
                + " run has no such cell");
    assertThat(kryoOnly).extracting(d -> d.key().scenario()).containsExactly("gone");
  }

  @Test
  void aShardsCellsDoNotMakeTheOtherShardsEntriesStale() throws IOException {
    writeBaseline(
        "kryo",
        "evolution/field-added/backward = REJECTED",
        "evolution/field-added/forward = PASS");
    CellResult ran = cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED);
    CellKey otherShard = new CellKey("kryo", "evolution", "field-added", Direction.FORWARD);

    List<BaselineDifference> differences =
        BaselineComparison.compare(
            Baseline.load(root, 17),
            List.of(ran),
            List.of(CellKey.of(ran), otherShard),
            id -> true);

    assertThat(differences).isEmpty();
  }

  @Test
  void aHarnessErrorIsAlwaysADifference() throws IOException {
    writeBaseline("kryo", "evolution/field-added/backward = SKIPPED");
    CellResult failed =
        CellResult.builder("kryo", "evolution", "field-added", Direction.BACKWARD)
            .outcome(Outcome.SKIPPED)
            .detail("worker lost")
            .sides(SIDE)
            .harnessError(true)
            .build();

    assertThat(compare(List.of(failed)))
        .singleElement()
        .extracting(BaselineDifference::describe)
        .isEqualTo(
            "kryo evolution/field-added/backward: was SKIPPED, now SKIPPED — harness error: worker lost");
  }

  @Test
  void aMalformedLineIsAnErrorNamingTheFileAndLine() throws IOException {
    writeBaseline(
        "kryo", "evolution/field-added/backward = REJECTED", "evolution/x/backward REJECTED");

    assertThatThrownBy(() -> Baseline.load(root, 17))
        .isInstanceOf(BaselineException.class)
        .hasMessageContaining("kryo.baseline:4: expected 'category/scenario/direction = OUTCOME'");
  }

  @Test
  void anUnknownOutcomeIsAnErrorListingTheValidOnes() throws IOException {
    writeBaseline("kryo", "evolution/field-added/backward = BROKEN");

    assertThatThrownBy(() -> Baseline.load(root, 17))
        .hasMessageContaining("kryo.baseline:3: unknown outcome 'BROKEN'")
        .hasMessageContaining("CORRUPTED");
  }

  @Test
  void aMissingJdkFolderIsAnErrorNamingTheJdk() throws IOException {
    writeBaseline("kryo", "evolution/field-added/backward = REJECTED");

    assertThatThrownBy(() -> Baseline.load(root, 25))
        .hasMessageContaining("no baseline for JDK 25")
        .hasMessageContaining("jdk-25");
  }

  @Test
  void settingsOtherThanTheBaselinesAreAMismatchThatSaysWhichToUse() throws IOException {
    writeBaseline("kryo");

    BaselineSettings settings = Baseline.settings(root);

    assertThat(settings.mismatch(42, 20)).isNull();
    assertThat(settings.mismatch(7, 20))
        .contains("seed 42 and 20 tries")
        .contains("seed 7 and 20 tries")
        .contains("--seed 42 --tries 20");
  }

  @Test
  void theExplorationCasesAreASettingTooAndAnOlderFileHadTheDefault() throws IOException {
    writeBaseline("kryo");
    assertThat(Baseline.settings(root).explore()).isEqualTo(8);
    assertThat(Files.readString(root.resolve("run.properties"))).contains("explore=8");
    new BaselineSettings(42, 20, 16).write(root);

    BaselineSettings settings = Baseline.settings(root);

    assertThat(settings.explore()).isEqualTo(16);
    assertThat(settings.mismatch(42, 20, 16)).isNull();
    assertThat(settings.mismatch(42, 20, null)).as("a run that does not say").isNull();
    assertThat(settings.mismatch(42, 20, 8))
        .contains("asked 16 random cases of each pair, this run 8")
        .contains("--explore 16");
    Files.writeString(root.resolve("run.properties"), "seed=42\ntries=20\n");
    assertThat(Baseline.settings(root).explore()).as("a file without explore").isEqualTo(8);
  }

  private List<BaselineDifference> compare(List<CellResult> cells) {
    return BaselineComparison.compare(
        Baseline.load(root, 17), cells, cells.stream().map(CellKey::of).toList(), id -> true);
  }

  private void writeBaseline(String configuration, String... lines) throws IOException {
    new BaselineSettings(42, 20).write(root);
    Path directory = Files.createDirectories(root.resolve("jdk-17"));
    Files.writeString(
        directory.resolve(configuration + ".baseline"),
        "# a comment\n\n" + String.join("\n", lines) + "\n");
  }

  private static CellResult cell(
      String configuration,
      String category,
      String scenario,
      Direction direction,
      Outcome outcome) {
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(outcome == Outcome.PASS ? "" : "detail of " + outcome)
        .sides(SIDE)
        .build();
  }
}
