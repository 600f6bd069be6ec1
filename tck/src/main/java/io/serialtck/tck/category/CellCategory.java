package io.serialtck.tck.category;

import java.util.Optional;

/**
 * A kind of question a cell answers: the matrix's {@link MatrixCategory}s, and {@code release},
 * which {@code ./serialtck compare} asks of a team's classes. Results, baselines and reports name a
 * category by its {@link #id}; the kit's are listed once, in {@code
 * io.serialtck.tck.categories.Categories}.
 */
public interface CellCategory {

  /**
   * The id results, baselines and reports name the category by, and {@code run --categories} takes:
   * {@code flexibility}. Lower case, without {@code /}.
   */
  String id();

  /**
   * What a report says of the row of one of this category's scenarios beside its label, taken from
   * where the scenario is declared; empty for a scenario the kit does not declare (a newer or an
   * outside kit's).
   */
  Optional<RowText> describe(String scenario);

  /**
   * Whether the outcomes of this category's cells depend on the run's seed and tries (random
   * cases), so that a gate compares them with a baseline only when both ran with the same.
   */
  default boolean seeded() {
    return false;
  }
}
