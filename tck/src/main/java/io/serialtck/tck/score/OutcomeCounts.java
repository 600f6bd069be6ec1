package io.serialtck.tck.score;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.CellCategory;
import io.serialtck.verdict.Outcome;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Counts cells per category and outcome. */
public final class OutcomeCounts {

  private OutcomeCounts() {}

  /**
   * Every category the cells hold (the {@link Categories#ALL} order first, then others as they
   * first appear), each with a count for every {@link Outcome} from best to worst, zeros included.
   */
  public static Map<String, Map<Outcome, Integer>> perCategory(List<CellResult> cells) {
    Map<String, Map<Outcome, Integer>> counts = new LinkedHashMap<>();
    for (CellCategory category : Categories.ALL) {
      if (cells.stream().anyMatch(cell -> cell.category().equals(category.id()))) {
        counts.put(category.id(), zeros());
      }
    }
    for (CellResult cell : cells) {
      counts.computeIfAbsent(cell.category(), k -> zeros()).merge(cell.outcome(), 1, Integer::sum);
    }
    return copy(counts);
  }

  /** An unmodifiable copy that keeps the category order and puts outcomes from best to worst. */
  static Map<String, Map<Outcome, Integer>> copy(Map<String, Map<Outcome, Integer>> counts) {
    Map<String, Map<Outcome, Integer>> copy = new LinkedHashMap<>();
    counts.forEach(
        (category, byOutcome) -> {
          Map<Outcome, Integer> ordered = new EnumMap<>(Outcome.class);
          ordered.putAll(byOutcome);
          copy.put(category, Collections.unmodifiableMap(ordered));
        });
    return Collections.unmodifiableMap(copy);
  }

  private static Map<Outcome, Integer> zeros() {
    Map<Outcome, Integer> zeros = new EnumMap<>(Outcome.class);
    for (Outcome outcome : Outcome.values()) {
      zeros.put(outcome, 0);
    }
    return zeros;
  }
}
