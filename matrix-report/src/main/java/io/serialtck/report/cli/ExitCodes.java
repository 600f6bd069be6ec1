package io.serialtck.report.cli;

/** The exit codes of every command, documented once in {@code --help} and the README. */
final class ExitCodes {

  /** The command did what it was asked (and a gated run matches its baseline). */
  static final int OK = 0;

  /** A gated run, or a compared run, differs from the baseline. */
  static final int DIFFERS = 1;

  /** A usage error: an option or argument that cannot be taken. */
  static final int USAGE = 2;

  /** The kit itself failed to produce an outcome for some cell (a harness error). */
  static final int HARNESS_ERROR = 3;

  /**
   * The environment stopped the command: a path that cannot be read or written (a file where a
   * folder is asked for, no permission, a full disk, a truncated results file), or a report folder
   * another run is writing.
   */
  static final int ENVIRONMENT = 4;

  private ExitCodes() {}
}
