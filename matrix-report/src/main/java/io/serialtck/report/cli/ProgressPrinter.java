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
   */
  ProgressPrinter(PrintStream console, RunListener next, int planned) {
    this.console = console;
    this.next = next;
    this.planned = planned;
  }

  @Override
  public void configurationStarted(String configurationId, int plannedCells) {
    console.printf("  %s: %d cells%n", configurationId, plannedCells);
  }

  @Override
  public void cellFinished(CellResult cell) {
    next.cellFinished(cell);
    console.printf(
        "[%4d/%4d] %-60s %s%n", done.incrementAndGet(), planned, cell.name(), cell.outcome());
  }
}
