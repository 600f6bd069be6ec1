package io.serialtck.report.compare;

import java.io.PrintStream;

/**
 * Compares a team's classes across two releases (or a library across two versions) with the kit's
 * engine: values derived from the roots' declared types, written by one side and read by the other
 * in worker JVMs, classified, failures shrunk; writes the kit's reports and gates the run on the
 * baseline. Called by {@code ./serialtck compare} and by the Maven plugin's {@code check} goal.
 */
public final class CompareJob {

  /** Exit code: every cell as the baseline expects. */
  public static final int AGREES = 0;

  /** Exit code: a cell differs from the baseline (a new failure or an unlisted pass). */
  public static final int DIFFERS = 1;

  private CompareJob() {}

  /**
   * Runs the comparison, writes the reports, prints progress, the release differences, each
   * difference from the baseline and the accept command to {@code out}.
   *
   * @return {@link #AGREES} or {@link #DIFFERS}
   * @throws CompareException when the request cannot be run (a root found in neither release, an
   *     unknown configuration id, a class that cannot be read), with a message naming the cause
   */
  public static int check(CompareRequest request, PrintStream out) {
    throw new UnsupportedOperationException("the engine lands next");
  }

  /**
   * Runs the comparison and writes its outcomes as the baseline ({@code request.baseline()}, which
   * must be present), printing what it wrote.
   */
  public static void updateBaseline(CompareRequest request, PrintStream out) {
    throw new UnsupportedOperationException("the engine lands next");
  }
}
