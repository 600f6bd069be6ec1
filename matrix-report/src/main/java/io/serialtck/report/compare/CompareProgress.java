package io.serialtck.report.compare;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.RunListener;
import java.io.PrintStream;

/**
 * Prints a line per release cell as the runner finishes it: its number of the total, its
 * configuration, root, direction and outcome. Configurations run in parallel, so lines of several
 * may alternate; the results keep the plan's order.
 */
final class CompareProgress implements RunListener {

  private final PrintStream out;
  private final int total;
  private int finished;

  /**
   * @param total the cells the run asks
   */
  CompareProgress(PrintStream out, int total) {
    this.out = out;
    this.total = total;
  }

  @Override
  public synchronized void cellFinished(CellResult cell) {
    finished++;
    out.printf(
        "[%3d/%3d] %-22s %-40s %-8s %s%n",
        finished,
        total,
        cell.configuration(),
        cell.scenario(),
        cell.direction().id(),
        cell.outcome());
  }
}
