package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.tck.run.upgrade.UpgradeCategory;

/**
 * Which cells a reproducer covers: {@code evolution}, {@code flexibility}, {@code stateful} and
 * {@code registration-order} cells and the {@code upgrade} cells of a library upgrade ({@code
 * library:<criterion>}) or of a migration between two configurations of one format ({@code
 * migration:<criterion>}), and the exploration cells of either ({@code library-explore}, {@code
 * migration-explore}) that have a finding, whose minimal case they make again; and which of them a
 * sample checks for agreement (those whose outcome says something about the library).
 */
public final class ReproducibleCells {

  /** What a refused cell is told. */
  public static final String SUPPORTED =
      "reproducers cover evolution, flexibility, stateful and registration-order cells,"
          + " upgrade cells of a library upgrade (library:<criterion>) or a migration"
          + " (migration:<criterion>), and exploration cells (library-explore, migration-explore)"
          + " with a finding, whose minimal case they run";

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
                || cell.scenario().startsWith(Plan.MIGRATION)))
        || (ExplorationProgram.isExploration(cell) && cell.explorationCase() != null);
  }

  /** Whether a sample may check the cell: covered, run by the library, with an outcome to check. */
  public static boolean isSampled(CellResult cell) {
    return isCovered(cell) && !cell.harnessError() && cell.outcome().isMeasured();
  }

  /**
   * @throws ReproRefusedException for a cell no reproducer covers
   */
  public static void requireCovered(CellResult cell) {
    if (ExplorationProgram.isExploration(cell)) {
      ExplorationProgram.requireFinding(cell);
    }
    if (!isCovered(cell)) {
      throw new ReproRefusedException(CellAddress.of(cell) + ": not reproducible; " + SUPPORTED);
    }
    if ((cell.scenario().startsWith(Plan.MIGRATION)
            || cell.scenario().equals(UpgradeCategory.MIGRATION_EXPLORE))
        && !namesBothConfigurations(cell)) {
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
