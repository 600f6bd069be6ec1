package io.serialtck.tck.score;

import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Computes every configuration's {@link ConfigurationScore} from the cells of a run. */
public final class Scores {

  private static final Set<String> GROUPED_CATEGORIES =
      Set.of(Category.FLEXIBILITY.id(), Category.EVOLUTION.id());

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
    List<GroupScore> groups =
        FlexibilityGroups.all().stream().map(group -> GroupScore.of(group, scored)).toList();
    double points =
        groups.stream().filter(GroupScore::wasRun).mapToDouble(GroupScore::points).sum();
    int groupsRun = (int) groups.stream().filter(GroupScore::wasRun).count();

    List<CellResult> evolution =
        scored.stream().filter(cell -> cell.category().equals(Category.EVOLUTION.id())).toList();
    int evolutionPassed = count(evolution, Outcome.PASS);
    Double evolutionScore =
        evolution.isEmpty() ? null : (double) evolutionPassed / evolution.size();

    return new ConfigurationScore(
        configuration,
        points,
        groupsRun,
        FlexibilityGroups.COUNT,
        evolutionScore,
        evolutionPassed,
        evolution.size(),
        count(evolution, Outcome.CORRUPTED),
        count(evolution, Outcome.LOSSY),
        count(scored, Outcome.CORRUPTED),
        count(scored, Outcome.LOSSY),
        cells.size() - scored.size(),
        OutcomeCounts.perCategory(cells),
        groups,
        ungrouped(scored));
  }

  private static List<String> ungrouped(List<CellResult> cells) {
    Set<String> ungrouped = new LinkedHashSet<>();
    for (CellResult cell : cells) {
      if (GROUPED_CATEGORIES.contains(cell.category())
          && FlexibilityGroups.claiming(cell).isEmpty()) {
        ungrouped.add(cell.category() + "/" + cell.scenario());
      }
    }
    return List.copyOf(ungrouped);
  }

  private static int count(List<CellResult> cells, Outcome outcome) {
    return (int) cells.stream().filter(cell -> cell.outcome() == outcome).count();
  }
}
