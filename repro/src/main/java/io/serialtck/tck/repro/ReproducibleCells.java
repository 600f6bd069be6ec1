package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;

/**
 * Which cells a reproducer covers: {@code evolution}, {@code flexibility}, {@code stateful} and
 * {@code registration-order} cells and the {@code upgrade} cells of a library upgrade ({@code
 * library:<criterion>}) or of a migration between two configurations of one format ({@code
 * migration:<criterion>}); and which of them a sample checks for agreement (those whose outcome
 * says something about the library).
 */
public final class ReproducibleCells {

  /** What a refused cell is told. */
  public static final String SUPPORTED =
      "reproducers cover evolution, flexibility, stateful and registration-order cells and"
          + " upgrade cells of a library upgrade (library:<criterion>) or a migration"
          + " (migration:<criterion>)";

  private ReproducibleCells() {}

  /** Whether a reproducer can be written for the cell. */
  public static boolean isCovered(CellResult cell) {
    String category = cell.category();
    return category.equals(Categories.EVOLUTION.id())
        || category.equals(Categories.FLEXIBILITY.id())
        || category.equals(StatefulCategory.ID)
        || category.equals(RegistrationOrderCategory.ID)
        || (category.equals(Categories.UPGRADE.id())
            && (cell.scenario().startsWith(Plan.LIBRARY_UPGRADE)
                || cell.scenario().startsWith(Plan.MIGRATION)));
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
    if (cell.scenario().startsWith(Plan.MIGRATION) && !namesBothConfigurations(cell)) {
      throw new ReproRefusedException(
          CellAddress.of(cell)
              + ": the results do not say which configuration each side of this migration ran"
              + " (a report written before the sides named them); run the migration again");
    }
  }

  /** Whether each side of a cell names its configuration, as a migration's sides do. */
  private static boolean namesBothConfigurations(CellResult cell) {
    return cell.writer() != null
        && cell.reader() != null
        && cell.writer().configuration() != null
        && cell.reader().configuration() != null;
  }
}
