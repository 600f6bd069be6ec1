package io.serialtck.tck.junit;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.RunListener;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The matrix run's progress on a console, at a bounded rate: a line when the run starts, with the
 * cells the plan holds; then, as cells finish, at most one line an interval ({@code matrix:
 * 3120/14706 cells, 21%, ETA 3 min}); and one when the run ends. Called from the threads that run
 * configurations.
 */
final class MatrixProgress implements RunListener {

  /** The least time between two progress lines. */
  static final Duration INTERVAL = Duration.ofSeconds(10);

  private final PrintStream console;
  private final int planned;
  private final LongSupplier nanoTime;
  private final long intervalNanos;
  private final long createdAt;

  // guarded by this
  private int done;
  private long startedAt = -1;
  private long printedAt;

  /**
   * @param planned the cells the run records
   * @param nanoTime the clock, as {@link System#nanoTime}
   */
  MatrixProgress(PrintStream console, int planned, LongSupplier nanoTime, Duration interval) {
    this.console = console;
    this.planned = planned;
    this.nanoTime = nanoTime;
    this.intervalNanos = interval.toNanos();
    this.createdAt = nanoTime.getAsLong();
  }

  /**
   * The JVM's own standard error, past {@code System.err}: Surefire replaces {@code System.out} and
   * {@code System.err} of a test JVM and, with {@code redirectTestOutputToFile}, writes what they
   * get to files only, but it copies a forked JVM's own standard error to the build's console line
   * by line as it comes.
   */
  static PrintStream nativeStandardError() {
    return new PrintStream(
        new FileOutputStream(FileDescriptor.err), true, Charset.defaultCharset());
  }

  /** Announces the run: how many cells, in how many configurations. */
  void announce(int configurations) {
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
      print(progress(done, planned, now - startedAt));
    }
  }

  /** Ends the report: every cell, the time the run took, and {@code verdict} after it. */
  synchronized void finished(String verdict) {
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
    console.println(line);
    console.flush();
  }

  /**
   * One progress line: {@code matrix: 3120/14706 cells, 21%, ETA 3 min}. The percentage is rounded
   * down, so that 100% means done; the time left assumes the rate so far.
   *
   * @param elapsedNanos since the first configuration started
   */
  static String progress(int done, int planned, long elapsedNanos) {
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
