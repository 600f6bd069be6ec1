package io.serialtck.tck.run.upgrade;

import io.serialtck.tck.plan.CategorySetting;

/**
 * How many random cases exploration asks of each named pair (a library upgrade or a migration), the
 * {@code upgrade} category's own setting in the plan; a plan without it asks {@link
 * #DEFAULT_CASES}. Zero asks none, and the pair has no exploration cells.
 *
 * @param cases random shapes asked of each pair, each both ways
 */
public record ExplorationSetting(int cases) implements CategorySetting {

  /** The cases a run asks when no one says: a small fixed budget per pair. */
  public static final int DEFAULT_CASES = 8;

  /** The system property that sets the cases where no option does. */
  public static final String CASES_PROPERTY = "serialtck.explore";

  public ExplorationSetting {
    if (cases < 0) {
      throw new IllegalArgumentException("exploration cases must be 0 or more, not " + cases);
    }
  }
}
