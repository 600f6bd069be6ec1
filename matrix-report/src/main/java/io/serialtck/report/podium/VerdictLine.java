package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.score.ComparisonGroups;
import io.serialtck.tck.score.ScoredGroup;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A configuration's verdict in one line, built from its own cells and numbers only. Its phrases, in
 * this order and each only when its condition holds (docs/podium.md lists them):
 *
 * <ul>
 *   <li>race: "race tier T of N (R× [L–H] the hand-written time)", its tier in a full race and its
 *       ratio with the interval ({@link SpeedTiers#phrase}), or "not timed in the race";
 *   <li>weighing: "smallest on `p`" where no configuration wrote fewer bytes;
 *   <li>flexibility: "N of M flexibility cells pass";
 *   <li>evolution: "class changes 84.7% intact, 13.1% refused", the shares of its measured
 *       evolution cells read back intact and refused; then "never silently wrong on evolution" when
 *       no measured evolution cell is silently wrong, else "never corrupts on `g`, `h`" naming the
 *       first three (of the comparison's evolution groups, in their order) whose measured cells are
 *       all safe, and "silently narrows long to int and corrupts `x` (N evolution cells)" naming
 *       the first silently wrong scenario of each of the two groups with the most silently wrong
 *       cells.
 * </ul>
 */
final class VerdictLine {

  private static final int SAFE_GROUPS_NAMED = 3;
  private static final int SILENT_GROUPS_NAMED = 2;

  private VerdictLine() {}

  static String of(
      String configuration,
      List<CellResult> cells,
      Optional<SpeedTiers> race,
      Optional<PayloadRanking> weighing) {
    List<String> phrases = new ArrayList<>();
    race.ifPresent(tiers -> phrases.add(tiers.phrase(configuration)));
    weighing.ifPresent(ranking -> smallest(configuration, ranking).ifPresent(phrases::add));
    CellCounts flexibility = CellCounts.of(cells, Categories.FLEXIBILITY);
    if (flexibility.total() > 0) {
      phrases.add(flexibility.passed() + " of " + flexibility.total() + " flexibility cells pass");
    }
    CellCounts evolution = CellCounts.of(cells, Categories.EVOLUTION);
    if (evolution.measured() > 0) {
      phrases.add(
          "class changes "
              + PodiumNumbers.percent(evolution.passed(), evolution.measured())
              + " intact, "
              + PodiumNumbers.percent(evolution.rejected(), evolution.measured())
              + " refused");
      if (evolution.silentlyWrong() == 0) {
        phrases.add("never silently wrong on evolution");
      } else {
        safeGroups(cells).ifPresent(phrases::add);
        phrases.add(silently(cells, evolution.silentlyWrong()));
      }
    }
    return String.join("; ", phrases);
  }

  private static Optional<String> smallest(String configuration, PayloadRanking ranking) {
    List<String> smallest = ranking.bestOn(configuration);
    if (smallest.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        smallest.size() == ranking.payloads().size()
            ? "smallest on every payload"
            : "smallest on " + payloads(smallest));
  }

  private static Optional<String> safeGroups(List<CellResult> cells) {
    List<String> safe = new ArrayList<>();
    for (ScoredGroup group : evolutionGroups()) {
      CellCounts counts = CellCounts.of(cellsOf(group, cells), Categories.EVOLUTION);
      if (counts.measured() > 0 && counts.safe() == counts.measured()) {
        safe.add("`" + group.id() + "`");
      }
    }
    if (safe.isEmpty()) {
      return Optional.empty();
    }
    String named = String.join(", ", safe.subList(0, Math.min(SAFE_GROUPS_NAMED, safe.size())));
    int more = safe.size() - SAFE_GROUPS_NAMED;
    return Optional.of("never corrupts on " + named + (more > 0 ? " and " + more + " more" : ""));
  }

  /**
   * {@code silently narrows long to int and corrupts x (N evolution cells)}: the first silently
   * wrong scenario of each of the two groups with the most such cells, and the count of all of
   * them.
   */
  static String silently(List<CellResult> cells, int silentlyWrong) {
    record Silent(ScoredGroup group, List<CellResult> cells) {}
    List<Silent> groups = new ArrayList<>();
    for (ScoredGroup group : evolutionGroups()) {
      List<CellResult> wrong =
          cellsOf(group, cells).stream()
              .filter(cell -> cell.category().equals(Categories.EVOLUTION.id()))
              .filter(cell -> !cell.harnessError() && cell.outcome().isSilentlyWrong())
              .toList();
      if (!wrong.isEmpty()) {
        groups.add(new Silent(group, wrong));
      }
    }
    // stable sort: groups with as many silently wrong cells keep the comparison's order
    groups.sort(Comparator.comparingInt((Silent s) -> -s.cells().size()));
    String named =
        groups.stream()
            .limit(SILENT_GROUPS_NAMED)
            .map(s -> SilentPhrase.of(s.cells().get(0).scenario(), s.cells().get(0).outcome()))
            .distinct()
            .collect(Collectors.joining(" and "));
    if (named.isEmpty()) {
      // silently wrong cells of scenarios no group claims (an older kit's ids)
      return "silently wrong on " + cells(silentlyWrong);
    }
    return "silently " + named + " (" + cells(silentlyWrong) + ")";
  }

  private static String cells(int count) {
    return count + (count == 1 ? " evolution cell" : " evolution cells");
  }

  private static List<ScoredGroup> evolutionGroups() {
    return ComparisonGroups.all().stream().filter(g -> !g.evolutions().isEmpty()).toList();
  }

  private static List<CellResult> cellsOf(ScoredGroup group, List<CellResult> cells) {
    return cells.stream().filter(group::claims).toList();
  }

  private static String payloads(List<String> payloads) {
    return payloads.stream().map(p -> "`" + p + "`").collect(Collectors.joining(", "));
  }
}
