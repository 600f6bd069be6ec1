package io.serialtck.tck.discovery;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Checks, before any cell runs, that workers can start at all: the JDK is one a worker runs on, it
 * really starts, and it starts with the heap asked for. A run whose workers cannot start would
 * otherwise score every cell against the library.
 */
public final class WorkerJvmProbe {

  /** The oldest JDK a worker runs on (the worker is compiled for it). */
  public static final int MINIMUM_FEATURE = 17;

  private static final Pattern HEAP = Pattern.compile("[1-9][0-9]*[kKmMgGtT]?");

  private static final long START_SECONDS = 60;

  private WorkerJvmProbe() {}

  /**
   * What stops a worker from starting on this JDK with this heap, in one line, or empty when it
   * starts: {@code java -Xmx<heap> -version} is run on the JDK.
   */
  public static Optional<String> problem(Jdk jdk, String heap) {
    if (!HEAP.matcher(heap).matches()) {
      return Optional.of(
          "--worker-heap "
              + heap
              + " is not a size as -Xmx takes it (a number with k, m, g or t: 256m, 1g)");
    }
    int feature;
    try {
      feature = jdk.feature();
    } catch (NumberFormatException e) {
      return Optional.of(
          "the JDK at " + jdk.home() + " has an unreadable version " + jdk.version());
    }
    if (feature < MINIMUM_FEATURE) {
      return Optional.of(
          "the JDK at "
              + jdk.home()
              + " is "
              + jdk.version()
              + "; workers need JDK "
              + MINIMUM_FEATURE
              + " or newer");
    }
    return start(jdk, heap);
  }

  private static Optional<String> start(Jdk jdk, String heap) {
    List<String> command =
        List.of(jdk.home().resolve("bin").resolve("java").toString(), "-Xmx" + heap, "-version");
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      process.getOutputStream().close();
      byte[] output = process.getInputStream().readAllBytes();
      if (!process.waitFor(START_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return Optional.of(
            String.join(" ", command) + " did not finish within " + START_SECONDS + " s");
      }
      if (process.exitValue() != 0) {
        return Optional.of(
            "a worker JVM cannot start with -Xmx"
                + heap
                + " on "
                + jdk.home()
                + " (exit "
                + process.exitValue()
                + "): "
                + firstLines(new String(output, StandardCharsets.UTF_8)));
      }
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of("cannot run " + command.get(0) + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.of("interrupted while starting " + command.get(0));
    }
  }

  /** The JVM's first two lines, which say what stopped it ("...: Too small maximum heap"). */
  private static String firstLines(String output) {
    List<String> lines =
        output.lines().map(String::strip).filter(line -> !line.isEmpty()).limit(2).toList();
    return lines.isEmpty() ? "(no output)" : String.join(": ", lines);
  }
}
