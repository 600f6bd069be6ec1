package io.serialtck.race;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * A point's benchmarks measured on warmed code, one after the other in this JVM ({@code forks=0}):
 * each first runs in windows of {@value Steadiness#WINDOW} unmeasured iterations of the plan's
 * {@code warmupMillis} until its time is steady ({@link Steadiness}) or its {@code
 * warmupIterations} are spent, then its measured iterations run, with the GC profiler. With an
 * {@code offPlateauFactor}, a measurement that left the plateau ({@link Steadiness#left}) is set
 * aside: the benchmark warms on until steady again and is measured again, at most {@value
 * RacePlan.Settings#MEASURED_AGAIN} times, and the last measurement stands. The measured results of
 * all its benchmarks go to {@code <id>.json} as one JMH JSON file; the warm-up of each to {@code
 * <id>.warmup.tsv}, a line per benchmark: {@code benchmark<TAB>warm-up
 * ms<TAB>steady|unsteady<TAB>iteration,iteration...[<TAB>set-aside;set-aside...]} (ns per
 * operation; each measurement set aside as its iterations, comma-separated), so that the plateau
 * can be checked afterwards. A race that wants warmed code runs one benchmark per JVM: benchmarks
 * run in one JVM share the library's profile and its compiled code (JMH's sample 12), measured
 * here: a session serialize after a session deserialize in one JVM stayed 9 times slower than
 * alone.
 */
final class SteadyRun {

  /** Unmeasured iterations that open the measured run, of the measured iterations' length. */
  static final int MEASURED_RUN_WARMUP_ITERATIONS = 2;

  private final RacePlan.Point point;
  private final RacePlan.Settings settings;
  private final Path outDir;
  private final PrintStream log;

  SteadyRun(RacePlan.Point point, RacePlan.Settings settings, Path outDir, PrintStream log) {
    this.point = point;
    this.settings = settings;
    this.outDir = outDir;
    this.log = log;
  }

  /**
   * What one benchmark's warm-up took: all its warming, before its first measurement and after each
   * one set aside.
   *
   * @param setAside the measurements set aside for leaving the plateau, each its iterations' times
   */
  record Warmup(
      Measure measure,
      long millis,
      boolean steady,
      List<Double> iterations,
      List<List<Double>> setAside) {

    Warmup {
      iterations = List.copyOf(iterations);
      setAside = setAside.stream().map(List::copyOf).toList();
    }

    String line() {
      String line =
          measure.method()
              + "\t"
              + millis
              + "\t"
              + (steady ? "steady" : "unsteady")
              + "\t"
              + times(iterations);
      if (setAside.isEmpty()) {
        return line;
      }
      return line + "\t" + setAside.stream().map(Warmup::times).collect(Collectors.joining(";"));
    }

    private static String times(List<Double> times) {
      return times.stream()
          .map(i -> String.format(Locale.ROOT, "%.3f", i))
          .collect(Collectors.joining(","));
    }
  }

  /**
   * Warms and measures each benchmark; failures go to {@code output} as JMH reports them.
   *
   * @return the measured results of every benchmark that ran
   */
  Collection<RunResult> run(List<Measure> benchmarks, OutputFormat output) throws RunnerException {
    List<RunResult> measured = new ArrayList<>();
    List<String> warmups = new ArrayList<>();
    for (Measure measure : benchmarks) {
      long[] warmingNanos = {0};
      OnPlateau.Outcome<Collection<RunResult>> outcome =
          OnPlateau.measure(
              settings,
              times -> warmUp(measure, times, warmingNanos),
              () -> measure(measure, output),
              SteadyRun::iterationScores,
              line -> log.println(measure.method() + ": " + line));
      measured.addAll(outcome.result());
      warmups.add(
          new Warmup(
                  measure,
                  warmingNanos[0] / 1_000_000,
                  outcome.steady(),
                  outcome.warmup(),
                  outcome.setAside())
              .line());
    }
    ResultFormatFactory.getInstance(
            ResultFormatType.JSON, outDir.resolve(point.id() + ".json").toString())
        .writeOut(measured);
    try {
      Files.write(outDir.resolve(point.id() + ".warmup.tsv"), warmups, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return measured;
  }

  private Collection<RunResult> measure(Measure measure, OutputFormat output)
      throws RunnerException {
    return new Runner(
            RaceMain.selecting(point, List.of(measure))
                .forks(0)
                // a new run of JMH starts with new state: its first iterations were slower
                // than the warm-up's last (the first by 27% or more in one fork of ten)
                .warmupIterations(MEASURED_RUN_WARMUP_ITERATIONS)
                .warmupTime(TimeValue.milliseconds(settings.measurementMillis()))
                .measurementIterations(settings.measurementIterations())
                .measurementTime(TimeValue.milliseconds(settings.measurementMillis()))
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(false)
                .build(),
            output)
        .run();
  }

  /**
   * Warms a benchmark on from the iterations so far ({@code times}, to which it adds its own) until
   * its time is steady, or for at most {@code warmupIterations} iterations, and adds the time it
   * took to {@code warmingNanos[0]}.
   *
   * @return whether it ended steady
   */
  private boolean warmUp(Measure measure, List<Double> times, long[] warmingNanos)
      throws RunnerException {
    long started = System.nanoTime();
    boolean steady = warmOn(measure, times);
    warmingNanos[0] += System.nanoTime() - started;
    log.printf(
        "warmed %s for %d ms in all: %s after %d iterations%n",
        measure.method(),
        warmingNanos[0] / 1_000_000,
        steady ? "steady" : "not steady",
        times.size());
    return steady;
  }

  private boolean warmOn(Measure measure, List<Double> times) throws RunnerException {
    OutputFormat quiet =
        new FailureCapture(OutputFormatFactory.createFormatInstance(log, VerboseMode.SILENT));
    int limit = times.size() + settings.warmupIterations();
    while (times.size() < limit) {
      int window = Math.min(Steadiness.WINDOW, limit - times.size());
      List<Double> scores =
          iterationScores(
              new Runner(
                      RaceMain.selecting(point, List.of(measure))
                          .forks(0)
                          .warmupIterations(0)
                          .measurementIterations(window)
                          .measurementTime(TimeValue.milliseconds(settings.warmupMillis()))
                          .shouldFailOnError(false)
                          .build(),
                      quiet)
                  .run());
      if (scores.isEmpty()) {
        // It failed: the measured run fails again, and reports why.
        return false;
      }
      times.addAll(scores);
      if (Steadiness.steady(times, settings.warmupMillis(), settings.steadyWithinPercent())) {
        return true;
      }
    }
    return false;
  }

  private static List<Double> iterationScores(Collection<RunResult> results) {
    List<Double> scores = new ArrayList<>();
    for (RunResult result : results) {
      for (BenchmarkResult benchmark : result.getBenchmarkResults()) {
        for (IterationResult iteration : benchmark.getIterationResults()) {
          scores.add(iteration.getPrimaryResult().getScore());
        }
      }
    }
    return scores;
  }
}
