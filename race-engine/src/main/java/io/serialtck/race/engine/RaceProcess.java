package io.serialtck.race.engine;

import io.serialtck.race.RacePlan;
import io.serialtck.tck.discovery.Jdk;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The quick race's race JVMs: one per entrant, started with the entrant's flags, in which JMH runs
 * every benchmark of the entrant one after the other without forking (a smoke test: every entrant
 * runs and weighs). Also writes plan files and estimates a race's duration for the full race in
 * rounds ({@link RoundRunner}).
 */
final class RaceProcess {

  private final Jdk jdk;
  private final Path folder;
  private final RaceSettings settings;

  /**
   * @param folder where the plans, JMH's result files and its log go
   */
  RaceProcess(Jdk jdk, Path folder, RaceSettings settings) {
    this.jdk = jdk;
    this.folder = folder;
    this.settings = settings;
  }

  /** Runs the points; returns what the race JVMs said of each point that did not simply end. */
  Map<String, PointReport> run(List<RacePoint> points, RaceListener listener, long startedNanos) {
    Map<String, PointReport> reports = new HashMap<>();
    Map<Entrant, List<RacePoint>> byEntrant = new LinkedHashMap<>();
    points.forEach(
        point -> byEntrant.computeIfAbsent(point.entrant(), e -> new ArrayList<>()).add(point));
    int[] done = {0};
    int jvm = 0;
    for (Map.Entry<Entrant, List<RacePoint>> entrant : byEntrant.entrySet()) {
      jvm++;
      Path plan =
          writePlan(folder, String.format("plan-%02d.tsv", jvm), settings, entrant.getValue());
      reports.putAll(
          RaceJvm.run(
              jdk,
              folder,
              plan,
              entrant.getValue(),
              false,
              settings.jvmFlags(entrant.getKey()),
              List.of(),
              (point, failure) -> {
                done[0]++;
                listener.timed(
                    done[0],
                    points.size(),
                    point,
                    failure,
                    remaining(startedNanos, done[0], points.size()));
              }));
    }
    return reports;
  }

  private static Duration remaining(long startedNanos, int done, int total) {
    long elapsed = System.nanoTime() - startedNanos;
    return Duration.ofNanos(elapsed / done * (total - done));
  }

  /** Writes a plan of {@code points} with {@code settings} into {@code folder}. */
  static Path writePlan(Path folder, String name, RaceSettings settings, List<RacePoint> points) {
    List<String> lines =
        new RacePlan(settings.jmh(), points.stream().map(RacePoint::planPoint).toList()).lines();
    Path plan = folder.resolve(name);
    try {
      Files.createDirectories(folder);
      Files.write(plan, lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + plan, e);
    }
    return plan;
  }

  /**
   * The time a quick race of {@code benchmarks} benchmarks over {@code entrants} entrants should
   * take: each entrant's race JVM starts once and each benchmark only creates its world, plus its
   * warm-up and measurement.
   */
  static Duration estimate(RaceSettings settings, long benchmarks, long entrants) {
    return Duration.ofMillis(
        benchmarks * (SET_UP_MILLIS + iterationMillis(settings)) + entrants * JVM_START_MILLIS);
  }

  /**
   * The time one round of {@code jvms} race JVMs running {@code benchmarks} benchmarks in all
   * should take.
   */
  static Duration roundEstimate(RaceSettings settings, long jvms, long benchmarks) {
    long warmup = settings.untilSteady() ? benchmarks * STEADY_WARMUP_MILLIS : 0;
    return Duration.ofMillis(
        jvms * JVM_START_MILLIS
            + warmup
            + benchmarks * (SET_UP_MILLIS + iterationMillis(settings)));
  }

  /**
   * A benchmark's priming, warm-up and measured iterations, in milliseconds; a warm-up until steady
   * is not counted, as it is not known before it runs (a round measures it among its JVMs' costs).
   */
  static long iterationMillis(RaceSettings settings) {
    return settings.primeMillis()
        + (settings.untilSteady() ? 0 : settings.warmupIterations() * settings.warmupMillis())
        + settings.measurementIterations() * settings.measurementMillis();
  }

  // Measured on the development machine: a benchmark's warm-up until steady, before a round has
  // measured one (1.8 to 4.3 s, in 16 JVMs of four entrants on two payloads).
  private static final long STEADY_WARMUP_MILLIS = 3000;

  // Measured on the development machine: a race JVM's start with JMH loaded; and a trial's set-up
  // in a running JVM (the world).
  private static final long JVM_START_MILLIS = 1000;
  private static final long SET_UP_MILLIS = 100;
}
