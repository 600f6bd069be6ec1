package io.serialtck.tck.worker;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is stable about a worker JVM's death, read from its exit code and what it wrote while
 * serving the request it died on: {@code out of memory}, {@code fatal error SIGSEGV} (the JVM's own
 * crash report, which it writes on standard output: the harness reads it there), {@code stack
 * overflow}, else {@code exit code N}. The gate compares it, so a library that used to run out of
 * memory and now crashes the JVM is a difference.
 */
public final class CrashKind {

  private static final String FATAL_ERROR =
      "A fatal error has been detected by the Java Runtime Environment";
  private static final String OUT_OF_MEMORY = "java.lang.OutOfMemoryError";
  private static final String STACK_OVERFLOW = "java.lang.StackOverflowError";
  private static final Pattern SIGNAL = Pattern.compile("#\\s+(SIG[A-Z]+)");

  private CrashKind() {}

  public static String of(int exitCode, String output) {
    if (output.contains(FATAL_ERROR)) {
      Matcher signal = SIGNAL.matcher(output);
      return signal.find() ? "fatal error " + signal.group(1) : "fatal error";
    }
    if (output.contains(OUT_OF_MEMORY)) {
      return "out of memory";
    }
    if (output.contains(STACK_OVERFLOW)) {
      return "stack overflow";
    }
    return "exit code " + exitCode;
  }

  /**
   * Whether {@link #of} reads this line: kept for it even when a long report pushes the line out of
   * what is kept of a request's output.
   */
  static boolean isTelling(String line) {
    return line.contains(FATAL_ERROR)
        || line.contains(OUT_OF_MEMORY)
        || line.contains(STACK_OVERFLOW)
        || SIGNAL.matcher(line).lookingAt();
  }
}
