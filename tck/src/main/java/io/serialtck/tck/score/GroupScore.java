package io.serialtck.tck.score;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.Objects;

/**
 * What one configuration earned in one {@link ScoredGroup}.
 *
 * @param group the group's id
 * @param points 1 when every cell passed, 0.5 when some did, 0 when none did; {@code null} when the
 *     run had no cell of the group ("not run"), which is not the same as 0
 * @param passedCells cells of the group that are {@link Outcome#PASS}
 * @param totalCells cells of the group, harness errors left out
 */
public record GroupScore(String group, Double points, int passedCells, int totalCells) {

  public GroupScore {
    Objects.requireNonNull(group, "group");
  }

  /**
   * Scores a group from one configuration's cells. Cells of other groups and cells with {@link
   * CellResult#harnessError()} are ignored; every outcome but {@link Outcome#PASS} (those that say
   * nothing included) counts as not passing.
   */
  public static GroupScore of(ScoredGroup group, List<CellResult> cells) {
    int total = 0;
    int passed = 0;
    for (CellResult cell : cells) {
      if (!cell.harnessError() && group.claims(cell)) {
        total++;
        if (cell.outcome() == Outcome.PASS) {
          passed++;
        }
      }
    }
    return new GroupScore(group.id(), points(passed, total), passed, total);
  }

  /** False when the run had no cell of the group: it then earns nothing and counts for nothing. */
  public boolean wasRun() {
    return points != null;
  }

  private static Double points(int passed, int total) {
    if (total == 0) {
      return null;
    }
    if (passed == total) {
      return 1.0;
    }
    return passed > 0 ? 0.5 : 0.0;
  }
}
