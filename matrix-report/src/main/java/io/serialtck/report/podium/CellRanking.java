package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.CellCategory;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The flexibility and evolution dimensions, from the cells of a run. Flexibility: the share of PASS
 * among a configuration's flexibility cells, the larger first. Evolution: the share of measured
 * evolution cells read back intact less twice the share read silently wrong (LOSSY, CORRUPTED,
 * ILL_TYPED; {@link CellCounts#keptScore}), the larger first, then the more cells measured. A
 * configuration with no flexibility cell, or no measured evolution cell, is placed after every
 * ranked one.
 */
final class CellRanking {

  private CellRanking() {}

  /** The flexibility place of each configuration. */
  static Map<String, Place> flexibility(Map<String, List<CellResult>> cellsByConfiguration) {
    Map<String, CellCounts> counts = counts(cellsByConfiguration, Categories.FLEXIBILITY);
    List<String> ranked = ranked(counts, c -> c.total() > 0);
    Map<String, Integer> ranks =
        Ranks.competition(
            ranked,
            Comparator.comparingDouble(
                (String id) -> -(double) counts.get(id).passed() / counts.get(id).total()));
    return places(
        counts,
        ranks,
        ranked.size(),
        c -> PodiumNumbers.percent(c.passed(), c.total()) + " PASS",
        "no cell");
  }

  /** The evolution place of each configuration. */
  static Map<String, Place> evolution(Map<String, List<CellResult>> cellsByConfiguration) {
    Map<String, CellCounts> counts = counts(cellsByConfiguration, Categories.EVOLUTION);
    List<String> ranked = ranked(counts, c -> c.measured() > 0);
    Map<String, Integer> ranks =
        Ranks.competition(
            ranked,
            Comparator.comparingDouble((String id) -> -counts.get(id).keptScore())
                .thenComparingInt(id -> -counts.get(id).measured()));
    return places(
        counts,
        ranks,
        ranked.size(),
        c ->
            PodiumNumbers.percent(c.passed(), c.measured())
                + " intact, "
                + c.silentlyWrong()
                + " silently wrong",
        "not measured");
  }

  private static Map<String, CellCounts> counts(
      Map<String, List<CellResult>> cellsByConfiguration, CellCategory category) {
    Map<String, CellCounts> counts = new LinkedHashMap<>();
    cellsByConfiguration.forEach((id, cells) -> counts.put(id, CellCounts.of(cells, category)));
    return counts;
  }

  private static List<String> ranked(
      Map<String, CellCounts> counts, java.util.function.Predicate<CellCounts> ranks) {
    return counts.keySet().stream().filter(id -> ranks.test(counts.get(id))).toList();
  }

  private static Map<String, Place> places(
      Map<String, CellCounts> counts,
      Map<String, Integer> ranks,
      int rankedCount,
      java.util.function.Function<CellCounts, String> figure,
      String missing) {
    Map<String, Place> places = new LinkedHashMap<>();
    counts.forEach(
        (id, c) -> {
          Integer rank = ranks.get(id);
          places.put(
              id,
              rank == null
                  ? new Place(rankedCount + 1, false, missing)
                  : new Place(rank, true, figure.apply(c)));
        });
    return places;
  }
}
