package io.serialtck.report.cli;

/** The exit codes of every command, documented once in {@code --help} and the README. */
final class ExitCodes {

  /** The command did what it was asked (and a gated run matches its baseline). */
  static final int OK = 0;

  /** A gated run, or a compared run, differs from the baseline. */
  static final int DIFFERS = 1;

  /** A usage error: an option or argument that cannot be taken. */
  static final int USAGE = 2;

  /**
   * Some cell has no outcome (a harness error): the kit itself failed, or a side of an upgrade pair
   * or migration cannot run, so that nothing was measured across it.
   */
  static final int HARNESS_ERROR = 3;

  /**
   * The environment stopped the command: a path that cannot be read or written (a file where a
   * folder is asked for, no permission, a full disk, a truncated results file), or a report folder
   * another run is writing.
   */
  static final int ENVIRONMENT = 4;

  private ExitCodes() {}
}
