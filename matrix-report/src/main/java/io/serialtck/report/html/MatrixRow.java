package io.serialtck.report.html;

import io.serialtck.tck.Direction;
import java.util.Map;

/**
 * One row of the matrix: a scenario in one direction.
 *
 * @param index the row's position in the whole matrix, all categories counted
 * @param cells each configuration's cell in this row, by configuration id in column order; a
 *     configuration that did not run the row has none
 * @param folded true when the row is hidden until asked for: every configuration gave it the same
 *     outcome, so it tells the configurations apart in nothing
 * @param about the scenario's change, pass rule and docs link, as the kit declares them
 */
record MatrixRow(
    int index,
    String category,
    String scenario,
    Direction direction,
    Map<String, IndexedCell> cells,
    boolean folded,
    RowAbout about) {

  /** {@code scenario › direction}. */
  String label() {
    return scenario + " › " + direction.id();
  }
}
