package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;

/**
 * The cells an interruption itself spoiled: Ctrl-C reaches the workers too, and a cell whose worker
 * died of the signal says nothing of its library. They are left out of an interrupted run's report
 * (and run again by {@code --resume}).
 */
final class InterruptedCells {

  private InterruptedCells() {}

  static boolean isVictim(CellResult cell) {
    return cell.harnessError() && cell.detail() != null && cell.detail().contains("from outside");
  }
}
