package io.serialtck.tck.score;

import static io.serialtck.tck.score.Cells.backward;
import static io.serialtck.tck.score.Cells.flexibility;
import static io.serialtck.tck.score.Cells.forward;
import static io.serialtck.tck.score.Cells.harnessError;
import static io.serialtck.tck.score.Cells.property;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScoresTest {

  private static ConfigurationScore only(List<CellResult> cells) {
    List<ConfigurationScore> scores = Scores.of(cells);
    assertThat(scores).hasSize(1);
    return scores.get(0);
  }

  private static GroupScore group(ConfigurationScore score, String id) {
    return score.groups().stream().filter(g -> g.group().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void aGroupWhoseCellsAllPassEarnsOnePoint() {
    ConfigurationScore score =
        only(
            List.of(
                flexibility("a", "private-fields", Outcome.PASS),
                flexibility("a", "final-fields", Outcome.PASS),
                backward("a", "field-made-final", Outcome.PASS),
                forward("a", "field-made-final", Outcome.PASS)));

    assertThat(group(score, "private-final-fields"))
        .isEqualTo(new GroupScore("private-final-fields", 1.0, 4, 4));
    assertThat(score.comparisonPoints()).isEqualTo(1.0);
    assertThat(score.comparisonGroupsRun()).isEqualTo(1);
    assertThat(score.comparisonGroups()).isEqualTo(20);
  }

  @Test
  void aGroupWithSomePassingCellsEarnsHalfAPointAndOneWithoutAnyEarnsNothing() {
    ConfigurationScore score =
        only(
            List.of(
                flexibility("a", "private-fields", Outcome.PASS),
                backward("a", "field-made-final", Outcome.PASS),
                // one direction failing is enough to lose the full point
                forward("a", "field-made-final", Outcome.REJECTED),
                backward("a", "int-to-Integer", Outcome.REJECTED),
                forward("a", "int-to-Integer", Outcome.LOSSY),
                backward("a", "Integer-to-int", Outcome.CORRUPTED)));

    assertThat(group(score, "private-final-fields"))
        .isEqualTo(new GroupScore("private-final-fields", 0.5, 2, 3));
    assertThat(group(score, "boxing")).isEqualTo(new GroupScore("boxing", 0.0, 0, 3));
    assertThat(score.comparisonPoints()).isEqualTo(0.5);
    assertThat(score.comparisonGroupsRun()).isEqualTo(2);
    assertThat(ScoreText.comparison(score)).isEqualTo("0.5 / 2 (18 of 20 groups not run)");
  }

  @Test
  void aGroupWithoutCellsIsNotRunRatherThanZero() {
    List<CellResult> cells = new ArrayList<>();
    for (ScoredGroup g : ComparisonGroups.all()) {
      if (!g.id().equals("renames")) {
        GroupMember member = g.members().get(0);
        cells.add(
            member.category().equals("flexibility")
                ? flexibility("a", member.id(), Outcome.PASS)
                : backward("a", member.id().replace("*", "1"), Outcome.PASS));
      }
    }

    ConfigurationScore score = only(cells);

    GroupScore renames = group(score, "renames");
    assertThat(renames.wasRun()).isFalse();
    assertThat(renames.points()).isNull();
    assertThat(renames.totalCells()).isZero();
    assertThat(ScoreText.group(renames)).isEqualTo("not run");
    assertThat(score.comparisonPoints()).isEqualTo(19.0);
    assertThat(score.comparisonGroupsRun()).isEqualTo(19);
    assertThat(ScoreText.comparison(score)).isEqualTo("19 / 19 (1 of 20 groups not run)");
  }

  @Test
  void aFullRunIsScoredOutOfTwenty() {
    List<CellResult> cells = new ArrayList<>();
    for (ScoredGroup g : ComparisonGroups.all()) {
      GroupMember member = g.members().get(0);
      Outcome outcome = g.id().equals("enums") ? Outcome.REJECTED : Outcome.PASS;
      cells.add(
          member.category().equals("flexibility")
              ? flexibility("a", member.id(), outcome)
              : backward("a", member.id().replace("*", "x"), outcome));
    }

    ConfigurationScore score = only(cells);

    assertThat(score.comparisonGroupsRun()).isEqualTo(20);
    assertThat(ScoreText.comparison(score)).isEqualTo("19 / 20");
  }

  @Test
  void aRunWithoutAnyGroupsCellsSaysSo() {
    ConfigurationScore score = only(List.of(property("a", "fidelity", Outcome.PASS)));

    assertThat(score.flexibilityWasRun()).isFalse();
    assertThat(ScoreText.comparison(score)).isEqualTo("not run");
    assertThat(score.evolutionScore()).isNull();
    assertThat(ScoreText.evolution(score)).isEqualTo("not run");
  }

  @Test
  void unsupportedAndSkippedCellsCountAsNotPassing() {
    ConfigurationScore score =
        only(
            List.of(
                flexibility("a", "enum", Outcome.PASS),
                flexibility("a", "enum-with-body", Outcome.UNSUPPORTED),
                flexibility("a", "record", Outcome.SKIPPED),
                backward("a", "class-to-record", Outcome.UNSUPPORTED)));

    assertThat(group(score, "enums")).isEqualTo(new GroupScore("enums", 0.5, 1, 2));
    assertThat(group(score, "language-constructs"))
        .isEqualTo(new GroupScore("language-constructs", 0.0, 0, 2));
    assertThat(score.evolutionScore())
        .as("an UNSUPPORTED evolution cell is not measured, so there is no share to give")
        .isNull();
  }

  @Test
  void evolutionCellsAllUnsupportedReadNotMeasuredRatherThanZero() {
    ConfigurationScore score =
        only(
            List.of(
                backward("a", "field-added", Outcome.NO_ROUND_TRIP),
                forward("a", "field-added", Outcome.NO_ROUND_TRIP)));

    assertThat(score.evolutionCells()).isEqualTo(2);
    assertThat(score.evolutionMeasured()).isZero();
    assertThat(score.evolutionScore()).isNull();
    assertThat(ScoreText.evolution(score)).isEqualTo("not measured (2 cells)");
    assertThat(ScoreText.evolutionSafety(score)).isEqualTo("not measured");
  }

  @Test
  void measuredEvolutionCellsSplitIntoSafeSilentlyWrongAlteredAndCrashed() {
    ConfigurationScore score =
        only(
            List.of(
                backward("a", "field-added", Outcome.PASS),
                forward("a", "field-added", Outcome.REJECTED),
                backward("a", "int-to-long", Outcome.CORRUPTED),
                forward("a", "int-to-long", Outcome.ILL_TYPED),
                backward("a", "field-removed", Outcome.LOSSY),
                forward("a", "field-removed", Outcome.ALTERED),
                backward("a", "long-to-int", Outcome.CRASHED),
                forward("a", "long-to-int", Outcome.TIMED_OUT),
                backward("a", "record-component-added", Outcome.UNSUPPORTED),
                flexibility("a", "enum", Outcome.ILL_TYPED)));

    assertThat(score.evolutionMeasured()).isEqualTo(8);
    assertThat(score.evolutionSafe()).isEqualTo(2);
    assertThat(score.evolutionSilentlyWrong()).isEqualTo(3);
    assertThat(score.evolutionAltered()).isEqualTo(1);
    assertThat(score.evolutionCrashed()).isEqualTo(2);
    assertThat(ScoreText.evolution(score)).isEqualTo("12.5% (1/8, 1 not measured)");
    assertThat(ScoreText.evolutionSafety(score))
        .isEqualTo("safe 25% · silently wrong 37.5% · altered 12.5% · crashed 25%");
    assertThat(ScoreText.silentlyWrong(score))
        .as("the evolution cells, then the other categories'")
        .isEqualTo("3 (CORRUPTED 1, ILL_TYPED 1, LOSSY 1) + 1 in other categories");
    assertThat(score.altered()).isEqualTo(1);
  }

  @Test
  void aValueSweepCountsInItsScenariosGroupAndIsNeverListedAsUngrouped() {
    ConfigurationScore score =
        only(
            List.of(
                backward("a", "long-to-int", Outcome.PASS),
                forward("a", "long-to-int", Outcome.PASS),
                backward("a", "long-to-int@long-max", Outcome.CORRUPTED),
                backward("a", "some-new-evolution@zero", Outcome.PASS)));

    GroupScore types =
        score.groups().stream().filter(g -> g.totalCells() > 0).findFirst().orElseThrow();
    assertThat(types.points()).as("42 passes, Long.MAX_VALUE does not").isEqualTo(0.5);
    assertThat(types.totalCells()).isEqualTo(3);
    assertThat(score.ungroupedScenarios()).containsExactly("evolution/some-new-evolution");
  }

  @Test
  void aConfigurationThatAnswersOnlyBeanClassesIsScoredOnThem() {
    ConfigurationScore beansOnly =
        only(
            List.of(
                backward("a", "field-added", Outcome.UNSUPPORTED),
                forward("a", "field-added", Outcome.UNSUPPORTED),
                backward("a", "bean:field-added", Outcome.PASS),
                forward("a", "bean:field-added", Outcome.PASS)));
    ConfigurationScore both =
        only(
            List.of(
                backward("b", "field-added", Outcome.REJECTED),
                forward("b", "field-added", Outcome.PASS),
                backward("b", "bean:field-added", Outcome.PASS),
                forward("b", "bean:field-added", Outcome.PASS)));

    assertThat(beansOnly.scoredStyle()).isEqualTo("bean");
    assertThat(group(beansOnly, "fields-added-removed"))
        .isEqualTo(new GroupScore("fields-added-removed", 1.0, 2, 2));
    assertThat(beansOnly.evolutionScore()).as("only measured cells count").isEqualTo(1.0);
    assertThat(both.scoredStyle()).isEqualTo("fields");
    assertThat(group(both, "fields-added-removed"))
        .isEqualTo(new GroupScore("fields-added-removed", 0.5, 1, 2));
    assertThat(both.evolutionScore()).as("both styles' cells count").isEqualTo(0.75);
    assertThat(both.ungroupedScenarios()).isEmpty();
  }

  @Test
  void harnessErrorsAreLeftOutOfEveryScoreButCountedAsSuch() {
    ConfigurationScore score =
        only(
            List.of(
                flexibility("a", "enum", Outcome.PASS),
                harnessError(flexibility("a", "enum-with-body", Outcome.PASS)),
                harnessError(flexibility("a", "record", Outcome.PASS)),
                backward("a", "field-added", Outcome.PASS),
                harnessError(forward("a", "field-added", Outcome.PASS))));

    assertThat(group(score, "enums"))
        .as("the harness error neither passes nor fails the group")
        .isEqualTo(new GroupScore("enums", 1.0, 1, 1));
    assertThat(group(score, "language-constructs").wasRun())
        .as("a group whose only cell is a harness error did not run")
        .isFalse();
    assertThat(score.evolutionCells()).isEqualTo(1);
    assertThat(score.evolutionScore()).isEqualTo(1.0);
    assertThat(score.harnessErrors()).isEqualTo(3);
    assertThat(score.outcomes().get("flexibility").get(Outcome.SKIPPED))
        .as("outcome counts show every cell as it is")
        .isEqualTo(2);
  }

  @Test
  void aGroupScoredDirectlyIgnoresHarnessErrorsAndOtherGroupsCells() {
    ScoredGroup enums =
        ComparisonGroups.all().stream().filter(g -> g.id().equals("enums")).findFirst().get();

    GroupScore score =
        GroupScore.of(
            enums,
            List.of(
                flexibility("a", "enum", Outcome.PASS),
                harnessError(flexibility("a", "enum-with-body", Outcome.PASS)),
                flexibility("a", "record", Outcome.REJECTED)));

    assertThat(score).isEqualTo(new GroupScore("enums", 1.0, 1, 1));
  }

  @Test
  void theEvolutionScoreIsTheShareOfPassingEvolutionCellsInBothDirections() {
    ConfigurationScore score =
        only(
            List.of(
                backward("a", "field-added", Outcome.PASS),
                forward("a", "field-added", Outcome.PASS),
                backward("a", "int-to-long", Outcome.PASS),
                forward("a", "int-to-long", Outcome.LOSSY),
                backward("a", "chain-1", Outcome.REJECTED),
                forward("a", "field-removed", Outcome.CORRUPTED),
                flexibility("a", "enum", Outcome.CORRUPTED),
                flexibility("a", "record", Outcome.LOSSY),
                property("a", "fidelity", Outcome.CORRUPTED)));

    assertThat(score.evolutionPassed()).isEqualTo(3);
    assertThat(score.evolutionCells()).isEqualTo(6);
    assertThat(score.evolutionScore()).isEqualTo(0.5);
    assertThat(score.evolutionCorrupted()).isEqualTo(1);
    assertThat(score.evolutionLossy()).isEqualTo(1);
    assertThat(score.corrupted()).as("every category").isEqualTo(3);
    assertThat(score.lossy()).as("every category").isEqualTo(2);
    assertThat(ScoreText.evolution(score)).isEqualTo("50% (3/6)");
    assertThat(ScoreText.evolutionSafety(score)).isEqualTo("safe 66.6% · silently wrong 33.3%");
  }

  @Test
  void oneCorruptedCellIsNeverAveragedAway() {
    List<CellResult> cells = new ArrayList<>();
    for (int i = 0; i < 1499; i++) {
      cells.add(backward("a", "chain-" + i, Outcome.PASS));
    }
    cells.add(forward("a", "field-added", Outcome.CORRUPTED));

    ConfigurationScore score = only(cells);

    assertThat(ScoreText.evolution(score))
        .as("rounded down: 100% would claim every cell passed")
        .isEqualTo("99.9% (1499/1500)");
    assertThat(score.corrupted()).isEqualTo(1);
    assertThat(score.evolutionCorrupted()).isEqualTo(1);
    assertThat(group(score, "fields-added-removed").points()).isEqualTo(0.0);
  }

  @Test
  void outcomesAreCountedPerCategoryInCategoryOrderWithZeros() {
    ConfigurationScore score =
        only(
            List.of(
                property("a", "safety", Outcome.REJECTED),
                backward("a", "field-added", Outcome.PASS),
                forward("a", "field-added", Outcome.PASS),
                flexibility("a", "enum", Outcome.CRASHED)));

    assertThat(score.outcomes().keySet()).containsExactly("flexibility", "evolution", "property");
    assertThat(score.outcomes().get("evolution").keySet())
        .as("best to worst")
        .containsExactly(Outcome.values());
    assertThat(score.outcomes().get("evolution").get(Outcome.PASS)).isEqualTo(2);
    assertThat(score.outcomes().get("evolution").get(Outcome.CORRUPTED)).isZero();
    assertThat(score.outcomes().get("flexibility").get(Outcome.CRASHED)).isEqualTo(1);
    assertThat(score.outcomes().get("property").get(Outcome.REJECTED)).isEqualTo(1);
  }

  @Test
  void configurationsComeInTheOrderTheyFirstAppearAndAreScoredApart() {
    List<ConfigurationScore> scores =
        Scores.of(
            List.of(
                flexibility("zeta", "enum", Outcome.PASS),
                flexibility("alpha", "enum", Outcome.REJECTED),
                flexibility("zeta", "enum-with-body", Outcome.PASS),
                flexibility("alpha", "enum-with-body", Outcome.PASS)));

    assertThat(scores)
        .extracting(ConfigurationScore::configuration)
        .containsExactly("zeta", "alpha");
    assertThat(scores).extracting(ConfigurationScore::comparisonPoints).containsExactly(1.0, 0.5);
  }

  @Test
  void chainScenariosAndTheDeepChainCriterionGoToTheirOwnGroups() {
    ConfigurationScore score =
        only(
            List.of(
                backward("a", "chain-field-renamed-twice", Outcome.PASS),
                flexibility("a", "chain-10000-deep", Outcome.REJECTED)));

    assertThat(group(score, "evolution-chains"))
        .isEqualTo(new GroupScore("evolution-chains", 1.0, 1, 1));
    assertThat(group(score, "object-graph")).isEqualTo(new GroupScore("object-graph", 0.0, 0, 1));
  }

  @Test
  void cellsNoGroupClaimsAreListedOnceAndPropertyCellsAreNotAmongThem() {
    ConfigurationScore score =
        only(
            List.of(
                flexibility("a", "some-new-criterion", Outcome.PASS),
                backward("a", "some-new-evolution", Outcome.REJECTED),
                forward("a", "some-new-evolution", Outcome.PASS),
                flexibility("a", "enum", Outcome.PASS),
                property("a", "fidelity", Outcome.PASS)));

    assertThat(score.ungroupedScenarios())
        .containsExactly("flexibility/some-new-criterion", "evolution/some-new-evolution");
    assertThat(score.comparisonPoints()).isEqualTo(1.0);
    assertThat(score.evolutionCells()).as("still in the evolution score").isEqualTo(2);
  }

  @Test
  void pointsAndPercentagesAreWrittenPlainly() {
    assertThat(ScoreText.points(15.0)).isEqualTo("15");
    assertThat(ScoreText.points(14.5)).isEqualTo("14.5");
    assertThat(ScoreText.points(0.0)).isEqualTo("0");
    assertThat(ScoreText.percent(1.0)).isEqualTo("100%");
    assertThat(ScoreText.percent(2.0 / 3)).isEqualTo("66.6%");
    assertThat(ScoreText.percent(0.615)).isEqualTo("61.5%");
    assertThat(ScoreText.percent(0.0)).isEqualTo("0%");
  }
}
