package io.serialtck.tck.score;

import io.serialtck.tck.Outcome;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The scores of one configuration, computed from its cells by {@link Scores#of}. Part of {@code
 * results.json}; {@code docs/flexibility-score.md} says how each number is computed from the cells.
 *
 * @param configuration the configuration's id
 * @param flexibilityPoints the sum of the {@link #groups() groups'} points, a multiple of 0.5
 * @param flexibilityGroupsRun groups with at least one cell in this run: the score's denominator
 * @param flexibilityGroups groups there are ({@value FlexibilityGroups#COUNT}); fewer run means a
 *     filtered run, and the score is out of {@code flexibilityGroupsRun}, not out of this
 * @param evolutionScore {@code evolutionPassed / evolutionCells}, 0 to 1; {@code null} when the run
 *     had no evolution cell
 * @param evolutionPassed evolution cells (both directions) that are {@link Outcome#PASS}
 * @param evolutionCells evolution cells, harness errors left out
 * @param evolutionCorrupted evolution cells that are {@link Outcome#CORRUPTED}
 * @param evolutionLossy evolution cells that are {@link Outcome#LOSSY}
 * @param corrupted cells of every category that are {@link Outcome#CORRUPTED}
 * @param lossy cells of every category that are {@link Outcome#LOSSY}
 * @param harnessErrors cells where the kit failed; left out of every score (not of {@code
 *     outcomes})
 * @param outcomes every cell counted per category and outcome (harness errors included, as SKIPPED)
 * @param groups the twenty groups, in {@link FlexibilityGroups#all()} order
 * @param ungroupedScenarios flexibility and evolution scenarios that ran but no group claims, as
 *     {@code category/scenario}: they count in the evolution score and the outcomes, not in the
 *     flexibility score
 */
public record ConfigurationScore(
    String configuration,
    double flexibilityPoints,
    int flexibilityGroupsRun,
    int flexibilityGroups,
    Double evolutionScore,
    int evolutionPassed,
    int evolutionCells,
    int evolutionCorrupted,
    int evolutionLossy,
    int corrupted,
    int lossy,
    int harnessErrors,
    Map<String, Map<Outcome, Integer>> outcomes,
    List<GroupScore> groups,
    List<String> ungroupedScenarios) {

  public ConfigurationScore {
    Objects.requireNonNull(configuration, "configuration");
    outcomes = OutcomeCounts.copy(outcomes);
    groups = List.copyOf(groups);
    ungroupedScenarios = List.copyOf(ungroupedScenarios);
  }

  /** False when no group of the flexibility score had a cell in this run. */
  public boolean flexibilityWasRun() {
    return flexibilityGroupsRun > 0;
  }
}
