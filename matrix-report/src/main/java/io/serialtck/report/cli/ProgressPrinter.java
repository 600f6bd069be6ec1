package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.RunListener;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;

/** Prints one line per finished cell with a running count, and forwards cells to another sink. */
final class ProgressPrinter implements RunListener {

  private final PrintStream console;
  private final RunListener next;
  private final int planned;
  private final AtomicInteger done = new AtomicInteger();

  /**
   * @param planned the cells the whole run will record
   * @param done the cells of them already done (resumed from an interrupted run)
   */
  ProgressPrinter(PrintStream console, RunListener next, int planned, int done) {
    this.console = console;
    this.next = next;
    this.planned = planned;
    this.done.set(done);
  }

  @Override
  public void cellsStarting() {
    next.cellsStarting();
  }

  @Override
  public void configurationStarted(String configurationId, int plannedCells) {
    next.configurationStarted(configurationId, plannedCells);
    console.printf("  %s: %d cells%n", configurationId, plannedCells);
  }

  @Override
  public void cellFinished(CellResult cell) {
    next.cellFinished(cell);
    console.printf(
        "[%4d/%4d] %-60s %s%n", done.incrementAndGet(), planned, cell.name(), cell.outcome());
  }
}
