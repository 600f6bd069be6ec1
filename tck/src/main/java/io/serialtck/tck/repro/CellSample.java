package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
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
   * seed}: shuffled, then taken so that each (configuration, category, passed or not) comes once
   * before any comes twice; in the order drawn. The same cells and seed give the same sample.
   */
  public static List<CellResult> sample(List<CellResult> cells, int size, long seed) {
    List<CellResult> eligible =
        new ArrayList<>(cells.stream().filter(ReproducibleCells::isSampled).toList());
    Collections.shuffle(eligible, new Random(seed));
    Set<CellResult> chosen = new LinkedHashSet<>();
    while (chosen.size() < Math.min(size, eligible.size())) {
      Set<String> round = new HashSet<>();
      for (CellResult cell : eligible) {
        if (chosen.size() == size) {
          break;
        }
        if (!chosen.contains(cell) && round.add(stratum(cell))) {
          chosen.add(cell);
        }
      }
    }
    return List.copyOf(chosen);
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
