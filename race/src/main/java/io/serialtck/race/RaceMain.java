package io.serialtck.race;

import io.serialtck.race.protocol.RaceMessage;
import io.serialtck.race.protocol.RaceMessageWriter;
import io.serialtck.race.twin.Twins;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The race JVM's entry point: {@code java -cp <race class path> io.serialtck.race.RaceMain <plan
 * file> <out dir> [pointId,...]}. For each point of the plan ({@link RacePlan}), in order, or only
 * for the points named by the optional third argument (in the plan's order), runs JMH on the
 * point's benchmarks of {@link RaceBenchmark} with the point's configuration, world and fixture,
 * the plan's settings, JMH's GC profiler ({@code gc.alloc.rate.norm}) and exactly the point's JVM
 * flags in the forks (nothing of this JVM's own arguments), and writes JMH's JSON results to {@code
 * <out dir>/<pointId>.json}. JMH's human-readable output is appended to {@code <out dir>/jmh.log}.
 * With {@code forks=0} the benchmarks run in this JVM, which must then have been started with the
 * points' flags: a race in rounds starts one such JVM per benchmark of a point, which is then its
 * fork; with {@code steadyWithinPercent} each benchmark first warms until its time is steady
 * ({@link SteadyRun}). A point whose configuration is {@code twin:<id>} runs the plain twin of
 * configuration {@code <id>} ({@link Twins}) instead, with the same parameters; its JVM's class
 * path must hold the configuration's world.
 *
 * <p>Standard output carries typed messages about points ({@link RaceMessage}, each a frame written
 * by {@link RaceMessageWriter}), each flushed when its point ends, and nothing else:
 *
 * <ul>
 *   <li>{@link RaceMessage.PointMissing} for each benchmark of the point that has no result, before
 *       the point's last message. A benchmark that needs a capability the configuration lacks has a
 *       reason starting with {@value RaceBenchmark#NO_REUSE}; once a configuration (and world)
 *       lacks it, its later points skip such benchmarks without running them, with the same reason.
 *   <li>{@link RaceMessage.PointDone} (with the point's elapsed millis) when every benchmark has a
 *       result or lacks only a capability;
 *   <li>{@link RaceMessage.PointFailed} otherwise: the first exception JMH reported for a benchmark
 *       (its first line, and its innermost cause's), then the benchmark in parentheses. A payload
 *       that did not read back intact gives the outcome first ({@code CORRUPTED: ...}).
 * </ul>
 *
 * Everything else this JVM prints goes to standard error. Exits 0 when every point ran, whether it
 * failed or not; 2 when the arguments or the plan are wrong (the message names the line), before
 * any point runs, or when a message cannot be sent.
 *
 * <p>JMH forks run the {@code java} of this JVM with this JVM's {@code java.class.path}: start it
 * with exactly the race class path ({@link RaceClasspath#locate()}) on the JDK to measure, with no
 * flags beyond the defaults (C2, G1), the race's fixed heap and, with {@code forks=0}, the
 * configuration's own: the race measures on them.
 */
public final class RaceMain {

  private RaceMain() {}

  public static void main(String[] args) {
    // Whatever JMH or a library prints on this JVM's standard output must not mix with the
    // messages.
    System.setOut(System.err);
    RaceMessageWriter messages = new RaceMessageWriter(new FileOutputStream(FileDescriptor.out));
    System.exit(run(args, messages, System.err));
  }

  /** Runs the race, telling of its points through {@code messages}; returns the exit code. */
  static int run(String[] args, RaceMessageWriter messages, PrintStream err) {
    if (args.length != 2 && args.length != 3) {
      err.println("usage: RaceMain <plan file> <out dir> [pointId,...]");
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
    List<RacePlan.Point> points = plan.points();
    if (args.length == 3) {
      Set<String> only = new TreeSet<>(List.of(args[2].split(",")));
      points = points.stream().filter(point -> only.contains(point.id())).toList();
      if (points.size() != only.size()) {
        err.println("the plan " + planFile + " does not have every point of " + args[2]);
        return 2;
      }
    }
    try {
      Files.createDirectories(outDir);
    } catch (IOException e) {
      err.println("cannot create " + outDir + ": " + e);
      return 2;
    }
    // Why a configuration (in a world) has no reuse, once a point has found out.
    Map<String, String> noReuse = new HashMap<>();
    try (PrintStream log =
        new PrintStream(
            new FileOutputStream(outDir.resolve("jmh.log").toFile(), true),
            true,
            StandardCharsets.UTF_8)) {
      if (plan.settings().primeMillis() > 0 && !plan.settings().untilSteady()) {
        for (RacePlan.Point point : points) {
          log.println("### priming " + point.id());
          prime(point, plan.settings().primeMillis(), log);
        }
      }
      for (RacePlan.Point point : points) {
        log.println("### point " + point.id());
        long start = System.nanoTime();
        PointResult result = runPoint(point, plan.settings(), outDir, log, noReuse);
        long millis = (System.nanoTime() - start) / 1_000_000;
        try {
          for (Map.Entry<Measure, String> missing : result.missing().entrySet()) {
            messages.send(
                new RaceMessage.PointMissing(
                    point.id(), missing.getKey().method(), missing.getValue()));
          }
          messages.send(
              result.failure() == null
                  ? new RaceMessage.PointDone(point.id(), millis)
                  : new RaceMessage.PointFailed(point.id(), result.failure()));
        } catch (IOException e) {
          err.println("cannot send the messages of point " + point.id() + ": " + e);
          return 2;
        }
      }
    } catch (IOException e) {
      err.println("cannot write " + outDir.resolve("jmh.log") + ": " + e);
      return 2;
    }
    return 0;
  }

  /**
   * What became of a point.
   *
   * @param missing the reason of each benchmark without a result, in the point's order
   * @param failure the first failure, with its benchmark in parentheses; null when none failed
   */
  private record PointResult(Map<Measure, String> missing, String failure) {}

  private static PointResult runPoint(
      RacePlan.Point point,
      RacePlan.Settings settings,
      Path outDir,
      PrintStream log,
      Map<String, String> noReuse) {
    String capabilityKey = point.configuration() + "\u0000" + point.world();
    Map<Measure, String> missing = new LinkedHashMap<>();
    List<Measure> toRun = new ArrayList<>();
    for (Measure measure : point.benchmarks()) {
      if (measure.needsReuse() && noReuse.containsKey(capabilityKey)) {
        missing.put(measure, noReuse.get(capabilityKey));
      } else {
        toRun.add(measure);
      }
    }
    if (toRun.isEmpty()) {
      return new PointResult(missing, null);
    }
    FailureCapture output =
        new FailureCapture(OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL));
    Collection<RunResult> results;
    try {
      results =
          settings.untilSteady()
              ? new SteadyRun(point, settings, outDir, log).run(toRun, output)
              : new Runner(options(point, toRun, settings, outDir), output).run();
    } catch (Exception e) {
      e.printStackTrace(log);
      String reason = oneLine(e.toString());
      toRun.forEach(measure -> missing.put(measure, reason));
      return new PointResult(missing, reason);
    }
    Set<String> timed = new TreeSet<>();
    for (RunResult result : results) {
      if (result.getPrimaryResult() != null) {
        timed.add(method(result.getParams().getBenchmark()));
      }
    }
    Map<String, String> failures = new HashMap<>();
    output.failures().forEach((benchmark, reason) -> failures.put(method(benchmark), reason));
    String failure = null;
    for (Measure measure : toRun) {
      if (timed.contains(measure.method())) {
        continue;
      }
      String reason =
          failures.getOrDefault(
              measure.method(), "no result for " + measure.method() + "; see jmh.log");
      missing.put(measure, reason);
      if (measure.needsReuse() && reason.startsWith(RaceBenchmark.NO_REUSE)) {
        noReuse.put(capabilityKey, reason);
      } else if (failure == null) {
        failure = reason + " (" + measure.method() + ")";
      }
    }
    return new PointResult(missing, failure);
  }

  /**
   * Runs the point's serialize and deserialize for {@code millis} each, unmeasured: what fails here
   * fails again when measured, where it is reported.
   */
  private static void prime(RacePlan.Point point, long millis, PrintStream log) {
    List<Measure> primed =
        point.benchmarks().stream()
            .filter(m -> m == Measure.SERIALIZE || m == Measure.DESERIALIZE)
            .toList();
    if (primed.isEmpty()) {
      return;
    }
    try {
      Collection<RunResult> results =
          new Runner(
                  selecting(point, primed)
                      .forks(0)
                      .warmupIterations(0)
                      .measurementIterations(1)
                      .measurementTime(TimeValue.milliseconds(millis))
                      .shouldFailOnError(false)
                      .build(),
                  OutputFormatFactory.createFormatInstance(log, VerboseMode.SILENT))
              .run();
      List<String> ran = new ArrayList<>();
      for (RunResult result : results) {
        if (result.getPrimaryResult() != null) {
          ran.add(
              String.format(
                  "%s %.0f %s",
                  method(result.getParams().getBenchmark()),
                  result.getPrimaryResult().getScore(),
                  result.getPrimaryResult().getScoreUnit()));
        }
      }
      log.println("primed for " + millis + " ms each: " + String.join(", ", ran));
    } catch (Exception e) {
      e.printStackTrace(log);
    }
  }

  /** Options that select these benchmarks of the point, with its configuration and payload. */
  static ChainedOptionsBuilder selecting(RacePlan.Point point, List<Measure> benchmarks) {
    String include =
        "^"
            + Pattern.quote(benchmarkClass(point))
            + "\\.("
            + String.join("|", benchmarks.stream().map(Measure::method).toList())
            + ")$";
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(include)
            .param("configuration", configuration(point))
            .param("fixture", point.fixture());
    if (!point.configuration().startsWith(Twins.PREFIX)) {
      options.param("world", point.world());
    }
    return options;
  }

  static Options options(
      RacePlan.Point point, List<Measure> benchmarks, RacePlan.Settings settings, Path outDir) {
    return selecting(point, benchmarks)
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

  /** {@link RaceBenchmark}, or the twin's class for a {@code twin:<id>} point. */
  static String benchmarkClass(RacePlan.Point point) {
    if (!point.configuration().startsWith(Twins.PREFIX)) {
      return RaceBenchmark.class.getName();
    }
    String twinned = configuration(point);
    return Twins.benchmarkClass(twinned)
        .orElseThrow(() -> new IllegalArgumentException("no plain twin of " + twinned));
  }

  /** The configuration id the benchmark is given: a twin's is the configuration it twins. */
  private static String configuration(RacePlan.Point point) {
    String configuration = point.configuration();
    return configuration.startsWith(Twins.PREFIX)
        ? configuration.substring(Twins.PREFIX.length())
        : configuration;
  }

  private static String method(String benchmark) {
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s*\\R\\s*", " ").strip();
  }
}
