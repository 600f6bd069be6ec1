package io.serialtck.race;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * Passes JMH's human-readable output on unchanged and keeps, per benchmark, the first failure JMH
 * reports. With {@code shouldFailOnError(false)} a benchmark that throws (in its set-up or in an
 * iteration) only makes {@code Runner.run} leave it out of the results; the exception itself
 * reaches the host as output: the forked VM prints {@code <failure>}, a blank line and the stack
 * trace of each exception. A forked VM that dies is reported as {@code <forked VM failed with exit
 * code N>} followed by the tail of its standard error, whose lines (but stack frames) the reason
 * keeps.
 */
final class FailureCapture implements OutputFormat {

  private static final String FAILURE = "<failure>";
  private static final String VM_FAILED = "<forked VM failed with exit code ";
  private static final String STDERR_START = "<stderr last=";
  private static final String STDERR_END = "</stderr>";
  private static final int MAX_REASON = 2000;
  private static final Pattern STACK_FRAME = Pattern.compile("\\s+(at |\\.\\.\\. \\d+ more)");

  private final OutputFormat delegate;
  private final Map<String, String> failures = new LinkedHashMap<>();
  private String benchmark = "?";
  private boolean afterFailure;
  private String vmFailure;
  private boolean inStderr;
  private final List<String> stderr = new ArrayList<>();

  FailureCapture(OutputFormat delegate) {
    this.delegate = delegate;
  }

  /**
   * The first failure of each benchmark that reported one, by JMH's benchmark name, in the order
   * they were reported.
   */
  synchronized Map<String, String> failures() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(failures));
  }

  private synchronized void watch(String line) {
    if (line == null) {
      return;
    }
    if (line.equals(FAILURE)) {
      afterFailure = true;
    } else if (afterFailure && !line.isBlank()) {
      afterFailure = false;
      record(exception(line));
    } else if (line.startsWith(VM_FAILED)) {
      vmFailure = line.substring(1, line.length() - 1);
    } else if (vmFailure != null && line.startsWith(STDERR_START)) {
      inStderr = true;
    } else if (inStderr && line.equals(STDERR_END)) {
      record(stderr.isEmpty() ? vmFailure : vmFailure + ": " + String.join(" / ", stderr));
      inStderr = false;
      vmFailure = null;
      stderr.clear();
    } else if (inStderr && !line.isBlank() && !STACK_FRAME.matcher(line).lookingAt()) {
      stderr.add(line.strip());
    } else if (line.startsWith("<failed to invoke the VM")
        || line.startsWith("<host VM has been interrupted")) {
      record(line.substring(1, line.length() - 1));
    }
  }

  private void record(String reason) {
    String oneLine = reason.replaceAll("\\s*\\R\\s*", " ").strip();
    if (oneLine.length() > MAX_REASON) {
      oneLine = oneLine.substring(0, MAX_REASON) + "...";
    }
    failures.putIfAbsent(benchmark, oneLine);
  }

  /**
   * The exception of a stack trace (its class and whole message), and its innermost cause's when it
   * has one. The race's own guard and a missing capability are given by their message alone, which
   * starts with the outcome or {@code no reuse: }.
   */
  static String exception(String stackTrace) {
    List<String> lines = List.of(stackTrace.split("\\R"));
    String first = throwable(lines, 0);
    for (Class<?> own :
        List.of(
            RaceBenchmark.PayloadNotIntactException.class,
            RaceBenchmark.MissingCapabilityException.class)) {
      String guard = own.getName() + ": ";
      if (first.startsWith(guard)) {
        first = first.substring(guard.length());
      }
    }
    for (int i = lines.size() - 1; i > 0; i--) {
      if (lines.get(i).strip().startsWith("Caused by: ")) {
        return first + " / " + throwable(lines, i);
      }
    }
    return first;
  }

  /** The lines of one throwable's text, from {@code start} to its first stack frame. */
  private static String throwable(List<String> lines, int start) {
    StringBuilder text = new StringBuilder(lines.get(start).strip());
    for (int i = start + 1;
        i < lines.size() && !STACK_FRAME.matcher(lines.get(i)).lookingAt();
        i++) {
      text.append(' ').append(lines.get(i).strip());
    }
    return text.toString();
  }

  @Override
  public void startBenchmark(BenchmarkParams params) {
    begin(params.getBenchmark());
    delegate.startBenchmark(params);
  }

  /** Failures from now on are the named benchmark's. */
  synchronized void begin(String name) {
    benchmark = name;
    afterFailure = false;
    vmFailure = null;
    inStderr = false;
    stderr.clear();
  }

  @Override
  public void println(String s) {
    watch(s);
    delegate.println(s);
  }

  @Override
  public void print(String s) {
    delegate.print(s);
  }

  @Override
  public void verbosePrintln(String s) {
    delegate.verbosePrintln(s);
  }

  @Override
  public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
    delegate.iteration(benchParams, params, iteration);
  }

  @Override
  public void iterationResult(
      BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
    delegate.iterationResult(benchParams, params, iteration, data);
  }

  @Override
  public void endBenchmark(BenchmarkResult result) {
    delegate.endBenchmark(result);
  }

  @Override
  public void startRun() {
    delegate.startRun();
  }

  @Override
  public void endRun(Collection<RunResult> result) {
    delegate.endRun(result);
  }

  @Override
  public void flush() {
    delegate.flush();
  }

  @Override
  public void close() {
    delegate.close();
  }

  @Override
  public void write(int b) {
    delegate.write(b);
  }

  @Override
  public void write(byte[] b) throws IOException {
    delegate.write(b);
  }
}
