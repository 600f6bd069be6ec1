package io.serialtck.tck.category;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.plan.Plan;
import java.util.List;
import java.util.Set;

/**
 * A category the matrix asks every configuration. The run loop, the plan's cells, the timing table,
 * the report rows and the gate go over the registered list of them ({@code
 * io.serialtck.tck.categories.Categories#MATRIX}), in its order: a configuration's cells are
 * planned, run and recorded category by category in that order.
 *
 * <p>A category plans its cells from the plan ({@link #cellKeys}), prepares once per run in the
 * harness what every configuration shares ({@link #prepare}: classes generated, library versions
 * resolved), then runs one configuration's cells ({@link PreparedCategory#run}) on the
 * configuration's own worker ({@link ConfigurationCells#exchanges}), or in workers of its own
 * ({@link ConfigurationCells#workers}).
 */
public interface MatrixCategory extends CellCategory {

  /**
   * The heading of the category's column in the terminal's timing table, at most 7 characters:
   * {@code flex s}.
   */
  String timingColumn();

  /**
   * The cells this category asks of a configuration in a plan, in the order a run records them; the
   * plan's filter is not applied (the caller applies it). Empty when the plan does not ask the
   * category.
   */
  List<CellKey> cellKeys(Plan plan, String configuration);

  /**
   * The categories all of whose cells of the same configuration a selected cell of this category
   * needs run before it (recorded or not): {@code consistency} compares with the configuration's
   * evolution cells. They must come earlier in the registered order.
   */
  default Set<String> needs(CellKey cell) {
    return Set.of();
  }

  /**
   * What to say when a filter that names this category leaves no cell: why its cells may be missing
   * ({@code upgrade}: they need a library upgrade or a reader JDK); empty when nothing.
   */
  default String noCellsHint() {
    return "";
  }

  /**
   * Whether the category runs (some of) its cells on the configuration's own worker, with worlds
   * {@code old} and {@code new}, shared with the other categories that do. The run closes that
   * worker after the last category that shares it, before a category that uses only workers of its
   * own runs.
   */
  default boolean sharesWorker() {
    return true;
  }

  /**
   * Whether its cells may run before or after those of the other reorderable categories: an
   * order-independence check ({@code CellOrder}) runs the reorderable categories last to first.
   */
  default boolean reorderable() {
    return false;
  }

  /**
   * Makes the category ready for a run, once, in the harness, before any worker starts: what every
   * configuration's cells share is generated or resolved here, and only for the cells the run asks
   * ({@link Preparation#runs}). A failure here (a library version that cannot be resolved) fails
   * the run before anything is written.
   */
  PreparedCategory prepare(Preparation preparation);
}
