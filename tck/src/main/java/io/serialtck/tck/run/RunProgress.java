package io.serialtck.tck.run;

import io.serialtck.tck.CellResult;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The matrix run's progress on a console, at a bounded rate: a line when the run starts, with the
 * cells the plan holds; then, as cells finish, at most one line an interval ({@code matrix:
 * 3120/15005 cells, 21%, ETA 3 min}); and one when the run ends. On a terminal ({@link
 * #onTerminal}) the progress is one status line, rewritten in place, and the other lines are
 * printed above it. Called from the threads that run configurations.
 */
public final class RunProgress implements RunListener {

  /** The least time between two progress lines in a log. */
  public static final Duration INTERVAL = Duration.ofSeconds(10);

  /** The least time between two rewrites of the status line on a terminal. */
  public static final Duration TERMINAL_INTERVAL = Duration.ofMillis(250);

  private final PrintStream console;
  private final int planned;
  private final LongSupplier nanoTime;
  private final long intervalNanos;
  private final long createdAt;
  private final boolean statusLine;

  // guarded by this
  private int done;
  private long startedAt = -1;
  private long printedAt;
  private int statusWidth;

  /**
   * @param planned the cells the run records
   * @param nanoTime the clock, as {@link System#nanoTime}
   * @param interval the least time between two progress lines
   */
  public RunProgress(PrintStream console, int planned, LongSupplier nanoTime, Duration interval) {
    this(console, planned, 0, nanoTime, interval, false);
  }

  RunProgress(
      PrintStream console,
      int planned,
      int done,
      LongSupplier nanoTime,
      Duration interval,
      boolean statusLine) {
    this.console = console;
    this.planned = planned;
    this.done = done;
    this.nanoTime = nanoTime;
    this.intervalNanos = interval.toNanos();
    this.createdAt = nanoTime.getAsLong();
    this.statusLine = statusLine;
  }

  /** Progress lines in a log (a build's console, a CI log): one every {@link #INTERVAL}. */
  public static RunProgress inLog(PrintStream console, int planned, int done) {
    return new RunProgress(console, planned, done, System::nanoTime, INTERVAL, false);
  }

  /** A status line a terminal rewrites in place, every {@link #TERMINAL_INTERVAL}. */
  public static RunProgress onTerminal(PrintStream console, int planned, int done) {
    return new RunProgress(console, planned, done, System::nanoTime, TERMINAL_INTERVAL, true);
  }

  /** Announces the run: how many cells, in how many configurations. */
  public void announce(int configurations) {
    print(
        "matrix: "
            + planned
            + " cells in "
            + configurations
            + " configurations; generating their classes, then running them");
  }

  @Override
  public synchronized void configurationStarted(String configurationId, int plannedCells) {
    if (startedAt < 0) {
      startedAt = nanoTime.getAsLong();
      printedAt = startedAt;
    }
  }

  @Override
  public synchronized void cellFinished(CellResult cell) {
    done++;
    long now = nanoTime.getAsLong();
    if (startedAt < 0) { // a listener that heard of no configuration: rate from its creation
      startedAt = createdAt;
      printedAt = createdAt;
    }
    if (done < planned && now - printedAt >= intervalNanos) {
      printedAt = now;
      if (statusLine) {
        drawStatus(now);
      } else {
        print(progress(done, planned, now - startedAt));
      }
    }
  }

  private void drawStatus(long now) {
    String status = progress(done, planned, startedAt < 0 ? 0 : now - startedAt);
    console.print("\r" + status + " ".repeat(Math.max(0, statusWidth - status.length())));
    console.flush();
    statusWidth = status.length();
  }

  /**
   * Prints a line of its own; on a terminal above the status line, which is drawn again under it.
   */
  public synchronized void println(String line) {
    if (statusLine && statusWidth > 0) {
      console.print("\r" + " ".repeat(statusWidth) + "\r");
      console.println(line);
      drawStatus(nanoTime.getAsLong());
    } else {
      print(line);
    }
  }

  /** Ends the report: every cell, the time the run took, and {@code verdict} after it. */
  public synchronized void finished(String verdict) {
    print(
        "matrix: "
            + done
            + "/"
            + planned
            + " cells in "
            + elapsed(nanoTime.getAsLong() - createdAt)
            + (verdict.isEmpty() ? "" : "; " + verdict));
  }

  private void print(String line) {
    if (statusLine && statusWidth > 0) {
      console.print("\r" + " ".repeat(statusWidth) + "\r");
      statusWidth = 0;
    }
    console.println(line);
    console.flush();
  }

  /**
   * One progress line: {@code matrix: 3120/14706 cells, 21%, ETA 3 min}. The percentage is rounded
   * down, so that 100% means done; the time left assumes the rate so far.
   *
   * @param elapsedNanos since the first configuration started
   */
  public static String progress(int done, int planned, long elapsedNanos) {
    long percent = planned == 0 ? 100 : 100L * done / planned;
    String line = "matrix: " + done + "/" + planned + " cells, " + percent + "%";
    if (done == 0 || elapsedNanos <= 0 || done >= planned) {
      return line;
    }
    long left = (long) ((double) elapsedNanos * (planned - done) / done);
    return line + ", ETA " + eta(left);
  }

  /** Time left, as roughly as it is known: {@code 40 s} under 100 s, else whole minutes. */
  static String eta(long nanos) {
    long seconds = TimeUnit.NANOSECONDS.toSeconds(nanos);
    if (seconds < 100) {
      return Math.max(seconds, 1) + " s";
    }
    return Math.round(seconds / 60.0) + " min";
  }

  /** Time taken: {@code 45 s}, {@code 3 min 25 s}. */
  static String elapsed(long nanos) {
    long seconds = TimeUnit.NANOSECONDS.toSeconds(nanos);
    return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
  }
}
