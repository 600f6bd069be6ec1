package io.serialtck.report.podium;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each phrase of a verdict line appears exactly when its condition holds. */
class VerdictLineTest {

  private static String verdict(PodiumDocuments documents, String configuration) {
    return Podium.of(documents.results(), Optional.empty()).entries().stream()
        .filter(entry -> entry.configuration().equals(configuration))
        .findFirst()
        .orElseThrow()
        .verdict();
  }

  @Test
  void flexibilityCellsAreCountedWhenThereAreSome() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .flexibility("a", "enum", Outcome.PASS)
            .flexibility("a", "record", Outcome.CORRUPTED)
            .evolution("b", "field-added", Outcome.PASS);

    assertThat(verdict(documents, "a")).isEqualTo("1 of 2 flexibility cells pass");
    assertThat(verdict(documents, "b")).doesNotContain("flexibility");
  }

  @Test
  void neverSilentlyWrongOnlyWhenNoMeasuredEvolutionCellIs() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .evolution("clean", "field-added", Outcome.PASS)
            .evolution("clean", "field-renamed", Outcome.REJECTED)
            .evolution("clean", "int-to-Integer", Outcome.NO_ROUND_TRIP)
            .evolution("unmeasured", "field-added", Outcome.NO_ROUND_TRIP)
            .evolution("dirty", "field-added", Outcome.PASS)
            .evolution("dirty", "field-renamed", Outcome.LOSSY);

    assertThat(verdict(documents, "clean"))
        .isEqualTo("class changes 50% intact, 50% refused; never silently wrong on evolution");
    assertThat(verdict(documents, "unmeasured")).isEmpty();
    assertThat(verdict(documents, "dirty")).doesNotContain("never silently wrong");
  }

  @Test
  void neverCorruptsNamesTheGroupsWhoseMeasuredCellsAreAllSafe() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .evolution("a", "field-added", Outcome.PASS)
            .evolution("a", "field-removed", Outcome.REJECTED)
            .evolution("a", "enum-constant-added", Outcome.PASS)
            .evolution("a", "enum-constant-removed", Outcome.CRASHED)
            .evolution("a", "int-to-Integer", Outcome.NO_ROUND_TRIP)
            .evolution("a", "field-renamed", Outcome.CORRUPTED);

    assertThat(verdict(documents, "a"))
        .contains("never corrupts on `fields-added-removed`;")
        .doesNotContain("`enums`", "`boxing`", "`renames`;");
  }

  @Test
  void noGroupAllSafeMeansNoNeverCorruptsPhrase() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .evolution("a", "field-added", Outcome.CORRUPTED)
            .evolution("a", "field-removed", Outcome.PASS);

    assertThat(verdict(documents, "a")).doesNotContain("never");
  }

  @Test
  void silentlyNamesTheFirstWrongScenarioOfTheTwoWorstGroups() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .evolution("a", "long-to-int", Outcome.PASS)
            .evolution("a", "long-to-int@long-max", Outcome.LOSSY)
            .evolution("a", "int-to-String", Outcome.ILL_TYPED)
            .evolution("a", "field-renamed", Outcome.CORRUPTED)
            .evolution("a", "class-renamed", Outcome.LOSSY)
            .evolution("a", "enum-constant-removed", Outcome.CORRUPTED);

    // renames and type-conversions have 2 silently wrong cells each (renames comes first among the
    // groups), enums 1: the first two are named, enums is not
    assertThat(verdict(documents, "a"))
        .isEqualTo(
            "class changes 16.6% intact, 0% refused; silently corrupts `field-renamed` and narrows"
                + " long to int (5 evolution cells)");
  }

  @Test
  void aSilentlyWrongCellThatIsNotANarrowingIsNamedByItsOutcome() {
    assertThat(SilentPhrase.of("int-to-long", Outcome.CORRUPTED))
        .isEqualTo("corrupts `int-to-long`");
    assertThat(SilentPhrase.of("double-to-float@max", Outcome.LOSSY))
        .isEqualTo("narrows double to float");
    assertThat(SilentPhrase.of("bean:long-to-int", Outcome.CORRUPTED))
        .isEqualTo("narrows long to int");
    assertThat(SilentPhrase.of("long-to-int", Outcome.ILL_TYPED))
        .isEqualTo("reads the wrong type on `long-to-int`");
    assertThat(SilentPhrase.of("field-removed", Outcome.LOSSY))
        .isEqualTo("loses data on `field-removed`");
    assertThat(SilentPhrase.of("int-to-String", Outcome.LOSSY))
        .isEqualTo("loses data on `int-to-String`");
  }

  @Test
  void raceAndWeighingPhrasesNeedTheirDimension() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .handWritten("session-0B", 10)
            .handWritten("TopOfBook", 10)
            .timed("quick", "session-0B", 10)
            .timed("quick", "TopOfBook", 10)
            .timed("slower", "session-0B", 20)
            .timed("slower", "TopOfBook", 80)
            .standing("quick", 1, 1.0, 0.97, 1.03, 2)
            .standing("slower", 2, 4.0, 3.8, 4.2, 2)
            .payload("quick", "session-0B", 500)
            .payload("slower", "session-0B", 50);

    Podium raced = Podium.of(documents.results(), Optional.of(documents.race()));
    String quick = raced.entries().get(0).verdict();
    String slower = raced.entries().get(1).verdict();

    assertThat(quick)
        .startsWith("race tier 1 of 2 (1× [0.97–1.03] the hand-written time);")
        .doesNotContain("smallest");
    assertThat(slower)
        .startsWith("race tier 2 of 2 (4× [3.8–4.2] the hand-written time); smallest on every");
  }
}
