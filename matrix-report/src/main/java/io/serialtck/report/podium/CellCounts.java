package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.category.CellCategory;
import io.serialtck.verdict.Outcome;
import java.util.List;

/** What one configuration's cells of one category did, harness errors left out. */
record CellCounts(int total, int passed, int measured, int safe, int silentlyWrong, int rejected) {

  /** What a silently wrong read costs, in intact reads. */
  static final int SILENT_WEIGHT = 2;

  /**
   * The share of measured cells read back intact less {@value #SILENT_WEIGHT} times the share read
   * silently wrong: a refused read ({@code REJECTED}) keeps no data, so it counts for nothing,
   * although it is safe; a silently wrong read counts against, twice, since no error tells anyone.
   * The podium's evolution dimension and the view "My classes will evolve" both order by it.
   */
  double keptScore() {
    return (passed - SILENT_WEIGHT * (double) silentlyWrong) / measured;
  }

  static CellCounts of(List<CellResult> cells, CellCategory category) {
    int total = 0;
    int passed = 0;
    int measured = 0;
    int safe = 0;
    int silentlyWrong = 0;
    int rejected = 0;
    for (CellResult cell : cells) {
      if (cell.harnessError() || !cell.category().equals(category.id())) {
        continue;
      }
      Outcome outcome = cell.outcome();
      total++;
      passed += outcome == Outcome.PASS ? 1 : 0;
      if (outcome.isMeasured()) {
        measured++;
        safe += outcome.isSafe() ? 1 : 0;
        silentlyWrong += outcome.isSilentlyWrong() ? 1 : 0;
        rejected += outcome == Outcome.REJECTED ? 1 : 0;
      }
    }
    return new CellCounts(total, passed, measured, safe, silentlyWrong, rejected);
  }
}
