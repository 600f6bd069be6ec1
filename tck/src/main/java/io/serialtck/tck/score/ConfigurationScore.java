package io.serialtck.tck.score;

import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The scores of one configuration, computed from its cells by {@link Scores#of}. Part of {@code
 * results.json}; {@code docs/scores.md} says how each number is computed from the cells.
 *
 * @param configuration the configuration's id
 * @param comparisonPoints the sum of the {@link #groups() groups'} points, a multiple of 0.5
 * @param comparisonGroupsRun groups with at least one cell in this run: the score's denominator
 * @param comparisonGroups groups there are ({@link ComparisonGroups#COUNT}); fewer run means a
 *     filtered run, and the score is out of {@code comparisonGroupsRun}, not out of this
 * @param scoredStyle the class style whose evolution cells the groups score: {@code fields}, or
 *     {@code bean} when the configuration answers no fields-style evolution cell (none is {@link
 *     Outcome#isMeasured() measured}) but some bean-style cell
 * @param evolutionScore {@code evolutionPassed / evolutionMeasured}, 0 to 1; {@code null} when the
 *     run had no evolution cell or none was measured
 * @param evolutionPassed evolution cells (both directions, both styles, value sweeps included) that
 *     are {@link Outcome#PASS}
 * @param evolutionCells evolution cells, harness errors left out
 * @param evolutionMeasured evolution cells that say something about the evolution: those whose
 *     outcome {@link Outcome#isMeasured() is measured} (not {@code SKIPPED}, {@code UNSUPPORTED},
 *     {@code NO_ROUND_TRIP})
 * @param evolutionSafe measured evolution cells that are {@link Outcome#isSafe() safe}: PASS or
 *     REJECTED
 * @param evolutionSilentlyWrong measured evolution cells that are {@link Outcome#isSilentlyWrong()
 *     silently wrong}: LOSSY, CORRUPTED or ILL_TYPED
 * @param evolutionAltered measured evolution cells that are {@link Outcome#ALTERED}
 * @param evolutionCrashed measured evolution cells that are {@link Outcome#CRASHED} or {@link
 *     Outcome#TIMED_OUT}
 * @param evolutionCorrupted evolution cells that are {@link Outcome#CORRUPTED}
 * @param evolutionLossy evolution cells that are {@link Outcome#LOSSY}
 * @param corrupted cells of every category that are {@link Outcome#CORRUPTED}
 * @param lossy cells of every category that are {@link Outcome#LOSSY}
 * @param illTyped cells of every category that are {@link Outcome#ILL_TYPED}
 * @param altered cells of every category that are {@link Outcome#ALTERED}
 * @param harnessErrors cells where the kit failed; left out of every score (not of {@code
 *     outcomes})
 * @param outcomes every cell counted per category and outcome (harness errors included, as SKIPPED)
 * @param groups the twenty groups, in {@link ComparisonGroups#all()} order
 * @param ungroupedScenarios flexibility and evolution scenarios that ran but no group claims, as
 *     {@code category/scenario}: they count in the evolution score and the outcomes, not in the
 *     comparison score
 */
public record ConfigurationScore(
    String configuration,
    double comparisonPoints,
    int comparisonGroupsRun,
    int comparisonGroups,
    String scoredStyle,
    Double evolutionScore,
    int evolutionPassed,
    int evolutionCells,
    int evolutionMeasured,
    int evolutionSafe,
    int evolutionSilentlyWrong,
    int evolutionAltered,
    int evolutionCrashed,
    int evolutionCorrupted,
    int evolutionLossy,
    int corrupted,
    int lossy,
    int illTyped,
    int altered,
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

  /** Cells of every category that are silently wrong: CORRUPTED, ILL_TYPED or LOSSY. */
  public int silentlyWrong() {
    return corrupted + illTyped + lossy;
  }

  /** False when no group of the comparison score had a cell in this run. */
  public boolean flexibilityWasRun() {
    return comparisonGroupsRun > 0;
  }
}
