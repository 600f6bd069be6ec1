package io.serialtck.report.compare;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import java.util.List;
import java.util.Map;

/**
 * What a gated comparison found.
 *
 * @param cells how many cells ran
 * @param differences one line per cell that differs from the baseline (or, without one, does not
 *     pass), and per baseline entry no cell matched, as printed
 * @param results every cell that ran
 * @param byCell the lines of {@code differences} about one cell that ran, or that its baseline
 *     lists (a configuration the run left out has no cell: its lines are under its keys too)
 */
public record CompareResult(
    int cells,
    List<String> differences,
    List<CellResult> results,
    Map<CellKey, List<String>> byCell) {

  public CompareResult {
    differences = List.copyOf(differences);
    results = List.copyOf(results);
    byCell = Map.copyOf(byCell);
  }

  /** Every cell as the baseline expects. */
  public boolean agrees() {
    return differences.isEmpty();
  }

  /** Why a cell fails the gate, one line per reason; empty when it does not. */
  public List<String> differencesOf(CellKey cell) {
    return byCell.getOrDefault(cell, List.of());
  }
}
