package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunProgress;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The matrix's progress on the progress stream, and every cell forwarded to another sink. How it
 * shows is the {@link ProgressStyle}: a status line with the count and the time left, rewritten in
 * place on a terminal; a progress line every 10 s in a log; or, when asked, a line per finished
 * cell with a running count.
 */
final class ProgressPrinter implements RunListener {

  private final PrintStream console;
  private final RunListener next;
  private final int planned;
  private final ProgressStyle style;
  private final RunProgress progress;
  private final AtomicInteger done = new AtomicInteger();

  /**
   * @param planned the cells the whole run will record
   * @param done the cells of them already done (resumed from an interrupted run)
   */
  ProgressPrinter(
      PrintStream console, RunListener next, int planned, int done, ProgressStyle style) {
    this.console = console;
    this.next = next;
    this.planned = planned;
    this.style = style;
    this.done.set(done);
    this.progress =
        style == ProgressStyle.TERMINAL
            ? RunProgress.onTerminal(console, planned, done)
            : RunProgress.inLog(console, planned, done);
  }

  @Override
  public void cellsStarting() {
    next.cellsStarting();
  }

  @Override
  public void configurationStarted(String configurationId, int plannedCells) {
    next.configurationStarted(configurationId, plannedCells);
    progress.configurationStarted(configurationId, plannedCells);
    if (style == ProgressStyle.CELLS) {
      console.printf("  %s: %d cells%n", configurationId, plannedCells);
    }
  }

  @Override
  public void cellFinished(CellResult cell) {
    next.cellFinished(cell);
    if (style == ProgressStyle.CELLS) {
      console.printf(
          "[%4d/%4d] %-60s %s%n", done.incrementAndGet(), planned, cell.name(), cell.outcome());
    } else {
      progress.cellFinished(cell);
    }
  }

  /** Closes the progress: a last line with every cell and the time the matrix took. */
  void finished() {
    if (style != ProgressStyle.CELLS) {
      progress.finished("");
    }
  }
}
