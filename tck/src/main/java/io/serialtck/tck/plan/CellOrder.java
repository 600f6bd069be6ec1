package io.serialtck.tck.plan;

import io.serialtck.tck.Direction;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order a configuration's worker runs its cells in: the order of the categories that may run in
 * any order ({@code MatrixCategory#reorderable}: flexibility and evolution), and of the cells
 * within each. A verdict must not depend on it: every write and read is done by a fresh instance of
 * the configuration, and a configuration whose library keeps what it learns in static state gets
 * worlds of its own per cell. {@code MatrixTest} runs the whole matrix shuffled and gates it on the
 * baseline, which was made in the plan's order. Property cells always come after the evolution
 * cells they compare with, and upgrade and hostile cells keep their place.
 *
 * @param name how reports and tests name the order
 * @param seed for a shuffled order, the seed of its permutation; 0 otherwise
 */
public record CellOrder(String name, long seed) {

  /** The plan's order: flexibility criteria, then evolution scenarios, backward then forward. */
  public static final CellOrder PLAN = new CellOrder("plan", 0);

  /**
   * Evolution scenarios last to first, forward before backward, then the criteria last to first.
   */
  public static final CellOrder REVERSED = new CellOrder("reversed", 0);

  /**
   * Criteria and scenarios each in a random order, categories and directions chosen by the seed.
   */
  public static CellOrder shuffled(long seed) {
    return new CellOrder("shuffled", seed);
  }

  /** The items in this order. */
  public <T> List<T> arrange(List<T> items) {
    List<T> arranged = new ArrayList<>(items);
    if (this.equals(REVERSED)) {
      Collections.reverse(arranged);
    } else if (name.equals("shuffled")) {
      Collections.shuffle(arranged, new Random(seed ^ arranged.size()));
    }
    return arranged;
  }

  /**
   * Whether the reorderable categories run last to first (the evolution cells before the
   * flexibility cells).
   */
  public boolean reversesCategories() {
    return this.equals(REVERSED) || (name.equals("shuffled") && new Random(seed).nextBoolean());
  }

  /** The order of a scenario's two cells. */
  public List<Direction> directions() {
    boolean forwardFirst =
        this.equals(REVERSED) || (name.equals("shuffled") && new Random(~seed).nextBoolean());
    return forwardFirst
        ? List.of(Direction.FORWARD, Direction.BACKWARD)
        : List.of(Direction.BACKWARD, Direction.FORWARD);
  }
}
