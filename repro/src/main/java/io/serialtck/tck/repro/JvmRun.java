package io.serialtck.tck.repro;

import java.util.List;

/**
 * One JVM a reproducer's {@code run.sh} starts, in order: a program of {@code src/} run with one
 * side's classes and library, whose exit code it prints under {@code marker}. A JVM that does not
 * exit with 0 ends the script.
 *
 * @param marker the line its exit code is printed under: {@code WRITE-EXIT}
 * @param heading what it does, printed before it: {@code write: JVM 1, the writer's classes and
 *     library}
 * @param writerSide whether it runs with the writer's classes ({@code classes/writer}) and library,
 *     else the reader's
 * @param main its program's class
 * @param arguments its arguments after the output folder
 */
record JvmRun(
    String marker, String heading, boolean writerSide, String main, List<String> arguments) {

  /** The writer's JVM, then the reader's: {@code Write}, then {@code Read}. */
  static final List<JvmRun> WRITE_THEN_READ =
      List.of(
          new JvmRun(
              "WRITE-EXIT",
              "write: JVM 1, the writer's classes and library",
              true,
              "Write",
              List.of()),
          new JvmRun(
              "READ-EXIT",
              "read: JVM 2, the reader's classes and library",
              false,
              "Read",
              List.of()));
}
