package io.serialtck.tck.repro;

import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.plan.Plan;

/**
 * Which cells a reproducer covers: {@code evolution} and {@code flexibility} cells and the {@code
 * upgrade} cells of a library upgrade ({@code library:<criterion>}); and which of them a sample
 * checks for agreement (those whose outcome says something about the library).
 */
public final class ReproducibleCells {

  /** What a refused cell is told. */
  public static final String SUPPORTED =
      "reproducers cover evolution cells, flexibility cells and upgrade cells of a library upgrade"
          + " (library:<criterion>)";

  private ReproducibleCells() {}

  /** Whether a reproducer can be written for the cell. */
  public static boolean isCovered(CellResult cell) {
    String category = cell.category();
    return category.equals(Category.EVOLUTION.id())
        || category.equals(Category.FLEXIBILITY.id())
        || (category.equals(Category.UPGRADE.id())
            && cell.scenario().startsWith(Plan.LIBRARY_UPGRADE));
  }

  /** Whether a sample may check the cell: covered, run by the library, with an outcome to check. */
  public static boolean isSampled(CellResult cell) {
    return isCovered(cell) && !cell.harnessError() && cell.outcome().isMeasured();
  }

  /**
   * @throws ReproRefusedException for a cell no reproducer covers
   */
  public static void requireCovered(CellResult cell) {
    if (!isCovered(cell)) {
      throw new ReproRefusedException(CellAddress.of(cell) + ": not reproducible; " + SUPPORTED);
    }
  }
}
