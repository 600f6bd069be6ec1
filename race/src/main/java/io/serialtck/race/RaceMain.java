package io.serialtck.race;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The race JVM's entry point: {@code java -cp <race class path> io.serialtck.race.RaceMain <plan
 * file> <out dir>}. For each point of the plan ({@link RacePlan}), in order, runs JMH on {@link
 * RaceBenchmark}'s {@code serialize} and {@code deserialize} with the point's configuration, world
 * and fixture, the plan's settings, JMH's GC profiler ({@code gc.alloc.rate.norm}) and exactly the
 * point's JVM flags in the forks (nothing of this JVM's own arguments), and writes JMH's JSON
 * results to {@code <out dir>/<pointId>.json}. JMH's human-readable output is appended to {@code
 * <out dir>/jmh.log}.
 *
 * <p>Standard output carries one line per point, flushed when the point ends, and nothing else:
 *
 * <ul>
 *   <li>{@code point <pointId> done <elapsed millis>} when both benchmarks have a result;
 *   <li>{@code point <pointId> failed <reason>} otherwise: the first exception JMH reported for a
 *       benchmark (its first line, and its innermost cause's), then the benchmark in parentheses. A
 *       payload that did not read back intact gives the outcome first ({@code CORRUPTED: ...}).
 * </ul>
 *
 * Everything else this JVM prints goes to standard error. Exits 0 when every point ran, whether it
 * failed or not; 2 when the arguments or the plan are wrong (the message names the line), before
 * any point runs.
 *
 * <p>JMH forks run the {@code java} of this JVM with this JVM's {@code java.class.path}: start it
 * with exactly the race class path ({@link RaceClasspath#locate()}) on the JDK to measure, with no
 * flags beyond the defaults (C2, G1): the race measures on them.
 */
public final class RaceMain {

  private static final String INCLUDE =
      "^" + Pattern.quote(RaceBenchmark.class.getName()) + "\\.(serialize|deserialize)$";
  private static final List<String> BENCHMARKS = List.of("serialize", "deserialize");

  private RaceMain() {}

  public static void main(String[] args) {
    PrintStream stdout = System.out;
    // Whatever JMH or a library prints on this JVM's standard output must not mix with the lines.
    System.setOut(System.err);
    System.exit(run(args, stdout, System.err));
  }

  /** Runs the race; returns the exit code. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length != 2) {
      err.println("usage: RaceMain <plan file> <out dir>");
      return 2;
    }
    Path planFile = Path.of(args[0]);
    Path outDir = Path.of(args[1]).toAbsolutePath();
    RacePlan plan;
    try {
      plan = RacePlan.parse(Files.readAllLines(planFile, StandardCharsets.UTF_8));
    } catch (RacePlan.MalformedPlanException e) {
      err.println("malformed plan " + planFile + ": " + e.getMessage());
      return 2;
    } catch (IOException e) {
      err.println("cannot read plan " + planFile + ": " + e);
      return 2;
    }
    try {
      Files.createDirectories(outDir);
    } catch (IOException e) {
      err.println("cannot create " + outDir + ": " + e);
      return 2;
    }
    try (PrintStream log =
        new PrintStream(
            new FileOutputStream(outDir.resolve("jmh.log").toFile(), true),
            true,
            StandardCharsets.UTF_8)) {
      for (RacePlan.Point point : plan.points()) {
        log.println("### point " + point.id());
        long start = System.nanoTime();
        String failure = runPoint(point, plan.settings(), outDir, log);
        long millis = (System.nanoTime() - start) / 1_000_000;
        out.println(
            "point " + point.id() + (failure == null ? " done " + millis : " failed " + failure));
        out.flush();
      }
    } catch (IOException e) {
      err.println("cannot write " + outDir.resolve("jmh.log") + ": " + e);
      return 2;
    }
    return 0;
  }

  /** Runs one point; returns null when both benchmarks have a result, else the reason. */
  private static String runPoint(
      RacePlan.Point point, RacePlan.Settings settings, Path outDir, PrintStream log) {
    FailureCapture output =
        new FailureCapture(OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL));
    Collection<RunResult> results;
    try {
      results = new Runner(options(point, settings, outDir), output).run();
    } catch (Exception e) {
      e.printStackTrace(log);
      return oneLine(e.toString());
    }
    Set<String> timed = new TreeSet<>();
    for (RunResult result : results) {
      if (result.getPrimaryResult() != null) {
        timed.add(method(result.getParams().getBenchmark()));
      }
    }
    if (timed.containsAll(BENCHMARKS)) {
      return null;
    }
    Map<String, String> failures = output.failures();
    for (Map.Entry<String, String> failure : failures.entrySet()) {
      String method = method(failure.getKey());
      if (!timed.contains(method)) {
        return failure.getValue() + " (" + method + ")";
      }
    }
    List<String> missing = BENCHMARKS.stream().filter(b -> !timed.contains(b)).toList();
    return "no result for " + String.join(" and ", missing) + "; see jmh.log";
  }

  static Options options(RacePlan.Point point, RacePlan.Settings settings, Path outDir) {
    return new OptionsBuilder()
        .include(INCLUDE)
        .param("configuration", point.configuration())
        .param("world", point.world())
        .param("fixture", point.fixture())
        .forks(settings.forks())
        .warmupIterations(settings.warmupIterations())
        .warmupTime(TimeValue.milliseconds(settings.warmupMillis()))
        .measurementIterations(settings.measurementIterations())
        .measurementTime(TimeValue.milliseconds(settings.measurementMillis()))
        .addProfiler(GCProfiler.class)
        // Set even when empty: without it, JMH gives its forks this JVM's own arguments.
        .jvmArgs(point.jvmFlags().toArray(String[]::new))
        .shouldFailOnError(false)
        .resultFormat(ResultFormatType.JSON)
        .result(outDir.resolve(point.id() + ".json").toString())
        .build();
  }

  private static String method(String benchmark) {
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s*\\R\\s*", " ").strip();
  }
}
