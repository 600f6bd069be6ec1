package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Which cells get reproducers when none is named: a seeded random sample across configurations and
 * categories, or every cell that did not pass.
 */
public final class CellSample {

  private CellSample() {}

  /**
   * {@code size} cells a sample may check ({@link ReproducibleCells#isSampled}), drawn with {@code
   * seed}: shuffled, then taken in rounds, category after category (a category with few cells, such
   * as {@code stateful} or {@code registration-order}, is drawn as early as one with many), so that
   * within a round each (configuration, category, passed or not) comes once, and a round ends when
   * each has come; in the order drawn. The same cells and seed give the same sample.
   */
  public static List<CellResult> sample(List<CellResult> cells, int size, long seed) {
    List<CellResult> eligible =
        new ArrayList<>(cells.stream().filter(ReproducibleCells::isSampled).toList());
    Collections.shuffle(eligible, new Random(seed));
    Map<String, List<CellResult>> byCategory = new LinkedHashMap<>();
    eligible.forEach(
        cell -> byCategory.computeIfAbsent(cell.category(), c -> new ArrayList<>()).add(cell));
    int target = Math.min(size, eligible.size());
    List<CellResult> chosen = new ArrayList<>();
    while (chosen.size() < target) {
      Set<String> round = new HashSet<>();
      boolean took = true;
      while (took && chosen.size() < target) {
        took = false;
        for (List<CellResult> left : byCategory.values()) {
          if (chosen.size() < target && takeOne(left, round, chosen)) {
            took = true;
          }
        }
      }
    }
    return List.copyOf(chosen);
  }

  /** Takes the first cell left whose stratum has not come this round. */
  private static boolean takeOne(
      List<CellResult> left, Set<String> round, List<CellResult> chosen) {
    for (Iterator<CellResult> cells = left.iterator(); cells.hasNext(); ) {
      CellResult cell = cells.next();
      if (round.add(stratum(cell))) {
        chosen.add(cell);
        cells.remove();
        return true;
      }
    }
    return false;
  }

  /** Every covered cell whose outcome is not {@code PASS}, in the results' order. */
  public static List<CellResult> failing(List<CellResult> cells) {
    return cells.stream()
        .filter(ReproducibleCells::isCovered)
        .filter(cell -> cell.outcome() != Outcome.PASS)
        .toList();
  }

  private static String stratum(CellResult cell) {
    return cell.configuration() + "/" + cell.category() + "/" + (cell.outcome() == Outcome.PASS);
  }
}
