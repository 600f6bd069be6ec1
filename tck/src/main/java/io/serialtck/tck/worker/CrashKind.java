package io.serialtck.tck.worker;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is stable about a worker JVM's death, read from its exit code and what it wrote on standard
 * error: {@code out of memory}, {@code fatal error SIGSEGV} (the JVM's own crash report), {@code
 * stack overflow}, else {@code exit code N}. The gate compares it, so a library that used to run
 * out of memory and now crashes the JVM is a difference.
 */
public final class CrashKind {

  private static final Pattern SIGNAL = Pattern.compile("#\\s+(SIG[A-Z]+)");

  private CrashKind() {}

  public static String of(int exitCode, String stderr) {
    if (stderr.contains("A fatal error has been detected by the Java Runtime Environment")) {
      Matcher signal = SIGNAL.matcher(stderr);
      return signal.find() ? "fatal error " + signal.group(1) : "fatal error";
    }
    if (stderr.contains("java.lang.OutOfMemoryError")) {
      return "out of memory";
    }
    if (stderr.contains("java.lang.StackOverflowError")) {
      return "stack overflow";
    }
    return "exit code " + exitCode;
  }
}
