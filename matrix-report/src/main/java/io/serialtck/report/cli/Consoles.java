package io.serialtck.report.cli;

import java.io.PrintStream;

/**
 * Where a command prints: results (the summary, the gate's differences, the files written) on
 * standard output, so that {@code > log.txt} keeps them; progress and messages on standard error.
 */
record Consoles(PrintStream results, PrintStream progress) {

  static Consoles standard() {
    return new Consoles(System.out, System.err);
  }
}
