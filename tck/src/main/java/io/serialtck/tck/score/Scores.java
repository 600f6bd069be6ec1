package io.serialtck.tck.score;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/** Computes every configuration's {@link ConfigurationScore} from the cells of a run. */
public final class Scores {

  private static final Set<String> GROUPED_CATEGORIES =
      Set.of(Categories.FLEXIBILITY.id(), Categories.EVOLUTION.id());

  private Scores() {}

  /** One score per configuration, in the order the configurations first appear among the cells. */
  public static List<ConfigurationScore> of(List<CellResult> cells) {
    Map<String, List<CellResult>> byConfiguration = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      byConfiguration.computeIfAbsent(cell.configuration(), k -> new ArrayList<>()).add(cell);
    }
    return byConfiguration.entrySet().stream().map(e -> score(e.getKey(), e.getValue())).toList();
  }

  /** The score of one configuration from its own cells. */
  public static ConfigurationScore score(String configuration, List<CellResult> cells) {
    List<CellResult> scored = cells.stream().filter(cell -> !cell.harnessError()).toList();
    List<CellResult> evolution =
        scored.stream().filter(cell -> cell.category().equals(Categories.EVOLUTION.id())).toList();
    ClassStyle style = scoredStyle(evolution);
    List<CellResult> grouped =
        scored.stream()
            .filter(
                cell ->
                    !cell.category().equals(Categories.EVOLUTION.id())
                        || ClassStyle.ofScenario(cell.scenario()) == style)
            .toList();
    List<GroupScore> groups =
        ComparisonGroups.all().stream().map(group -> GroupScore.of(group, grouped)).toList();
    double points =
        groups.stream().filter(GroupScore::wasRun).mapToDouble(GroupScore::points).sum();
    int groupsRun = (int) groups.stream().filter(GroupScore::wasRun).count();

    List<CellResult> measured = evolution.stream().filter(Scores::isMeasured).toList();
    int evolutionPassed = count(measured, Outcome.PASS);
    Double evolutionScore = measured.isEmpty() ? null : (double) evolutionPassed / measured.size();

    return new ConfigurationScore(
        configuration,
        points,
        groupsRun,
        ComparisonGroups.COUNT,
        style.id(),
        evolutionScore,
        evolutionPassed,
        evolution.size(),
        measured.size(),
        count(measured, Outcome::isSafe),
        count(measured, Outcome::isSilentlyWrong),
        count(measured, Outcome.ALTERED),
        count(measured, Outcome::isWorkerLost),
        count(evolution, Outcome.CORRUPTED),
        count(evolution, Outcome.LOSSY),
        count(scored, Outcome.CORRUPTED),
        count(scored, Outcome.LOSSY),
        count(scored, Outcome.ILL_TYPED),
        count(scored, Outcome.ALTERED),
        cells.size() - scored.size(),
        OutcomeCounts.perCategory(cells),
        groups,
        ungrouped(grouped));
  }

  /** An evolution cell's scenario as the catalogue names it: no style prefix, no value sweep. */
  private static String baseScenario(CellResult cell) {
    return cell.category().equals(Categories.EVOLUTION.id())
        ? ValueSweeps.sweptId(ClassStyle.unstyled(cell.scenario()))
        : cell.scenario();
  }

  /** Whether an evolution cell says something about the evolution. */
  static boolean isMeasured(CellResult cell) {
    return cell.outcome().isMeasured();
  }

  /**
   * The style whose evolution cells the groups score: the fields style, unless the configuration
   * measured none of its cells but some bean-style cell (a library that maps properties, not
   * fields, is scored on the classes it is made for).
   */
  private static ClassStyle scoredStyle(List<CellResult> evolution) {
    boolean fieldsMeasured =
        evolution.stream()
            .anyMatch(
                c -> ClassStyle.ofScenario(c.scenario()) == ClassStyle.FIELDS && isMeasured(c));
    boolean beanMeasured =
        evolution.stream()
            .anyMatch(c -> ClassStyle.ofScenario(c.scenario()) == ClassStyle.BEAN && isMeasured(c));
    return !fieldsMeasured && beanMeasured ? ClassStyle.BEAN : ClassStyle.FIELDS;
  }

  private static List<String> ungrouped(List<CellResult> cells) {
    Set<String> ungrouped = new LinkedHashSet<>();
    for (CellResult cell : cells) {
      if (GROUPED_CATEGORIES.contains(cell.category())
          && ComparisonGroups.claiming(cell).isEmpty()) {
        ungrouped.add(cell.category() + "/" + baseScenario(cell));
      }
    }
    return List.copyOf(ungrouped);
  }

  private static int count(List<CellResult> cells, Outcome outcome) {
    return count(cells, o -> o == outcome);
  }

  private static int count(List<CellResult> cells, Predicate<Outcome> outcomes) {
    return (int) cells.stream().filter(cell -> outcomes.test(cell.outcome())).count();
  }
}
