package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.plan.CellOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A run's categories made ready ({@link MatrixCategory#prepare}), in the plan's order, with the
 * cells the run runs: those it records and those they need.
 *
 * @param runs the cells run, recorded or not
 */
record PreparedRun(PlannedCells planned, List<Category> categories, Set<CellKey> runs) {

  PreparedRun {
    categories = List.copyOf(categories);
    runs = Set.copyOf(runs);
  }

  /** A category and what it prepared. */
  record Category(MatrixCategory category, PreparedCategory prepared) {}

  /**
   * The categories in the order a configuration runs them: the plan's, with the reorderable ones
   * last to first in their places when the cell order says so.
   */
  List<Category> categories(CellOrder order) {
    if (!order.reversesCategories()) {
      return categories;
    }
    List<Category> reorderable =
        new ArrayList<>(categories.stream().filter(c -> c.category().reorderable()).toList());
    List<Category> arranged = new ArrayList<>();
    for (Category category : categories) {
      arranged.add(
          category.category().reorderable()
              ? reorderable.remove(reorderable.size() - 1)
              : category);
    }
    return arranged;
  }
}
