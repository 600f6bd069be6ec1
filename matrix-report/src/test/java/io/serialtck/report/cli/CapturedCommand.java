package io.serialtck.report.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs a {@code serialtck} command in this JVM, capturing what it prints. */
final class CapturedCommand {

  private CapturedCommand() {}

  /** Runs a command in this JVM, capturing what it prints on standard output and error. */
  static Result execute(String... args) {
    PrintStream originalOut = System.out;
    PrintStream originalErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      var commandLine = SerialTck.commandLine();
      StringWriter picocliErr = new StringWriter();
      StringWriter picocliOut = new StringWriter();
      commandLine.setErr(new PrintWriter(picocliErr, true));
      commandLine.setOut(new PrintWriter(picocliOut, true));
      int exit = commandLine.execute(args);
      return new Result(
          exit,
          picocliOut + out.toString(StandardCharsets.UTF_8),
          picocliErr + err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(originalOut);
      System.setErr(originalErr);
    }
  }

  /** A command's exit code and what it printed on standard output and on standard error. */
  record Result(int exit, String out, String err) {}
}
