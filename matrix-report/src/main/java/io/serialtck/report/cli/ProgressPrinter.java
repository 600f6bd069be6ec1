package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.RunListener;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;

/** Prints one line per finished cell with a running count, and forwards cells to another sink. */
final class ProgressPrinter implements RunListener {

  private final PrintStream console;
  private final RunListener next;
  private final AtomicInteger planned = new AtomicInteger();
  private final AtomicInteger done = new AtomicInteger();

  ProgressPrinter(PrintStream console, RunListener next) {
    this.console = console;
    this.next = next;
  }

  @Override
  public void configurationStarted(String configurationId, int plannedCells) {
    planned.addAndGet(plannedCells);
    console.printf("  %s: %d cells%n", configurationId, plannedCells);
  }

  @Override
  public void cellFinished(CellResult cell) {
    next.cellFinished(cell);
    console.printf(
        "[%3d/%3d] %-60s %s%n", done.incrementAndGet(), planned.get(), cell.name(), cell.outcome());
  }
}
