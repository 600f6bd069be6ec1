package io.serialtck.tck.race;

import io.serialtck.race.RaceClasspath;
import io.serialtck.race.RacePlan;
import io.serialtck.tck.discovery.Jdk;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
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
 * The race JVM: started with nothing but the race's class path on the JDK measured, it runs JMH
 * point by point from a plan file, each point's benchmarks in forks with only the entrant's own JVM
 * flags, and reports each point on lines of its standard output. With {@code forks=0} (the quick
 * race) there is one race JVM per entrant instead, started with the entrant's flags, in which JMH
 * runs every benchmark of the entrant one after the other without forking.
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

  /** Runs the points; returns what the race JVM said of each point that did not simply end. */
  Map<String, PointReport> run(List<RacePoint> points, RaceListener listener, long startedNanos) {
    Map<String, PointReport> reports = new HashMap<>();
    Progress progress = new Progress(listener, points.size(), startedNanos);
    if (settings.forks() > 0) {
      runJvm("plan.tsv", points, List.of(), progress, reports);
      return reports;
    }
    Map<Entrant, List<RacePoint>> byEntrant = new LinkedHashMap<>();
    points.forEach(
        point -> byEntrant.computeIfAbsent(point.entrant(), e -> new ArrayList<>()).add(point));
    int jvm = 0;
    for (Map.Entry<Entrant, List<RacePoint>> entrant : byEntrant.entrySet()) {
      jvm++;
      runJvm(
          String.format("plan-%02d.tsv", jvm),
          entrant.getValue(),
          entrant.getKey().jvmFlags(),
          progress,
          reports);
    }
    return reports;
  }

  /** Counts the points done across race JVMs, for the listener's ETA. */
  private static final class Progress {
    private final RaceListener listener;
    private final int total;
    private final long startedNanos;
    private int done;

    Progress(RaceListener listener, int total, long startedNanos) {
      this.listener = listener;
      this.total = total;
      this.startedNanos = startedNanos;
    }

    void done(RacePoint point, String failure) {
      done++;
      listener.timed(done, total, point, failure, remaining(startedNanos, done, total));
    }
  }

  private void runJvm(
      String planName,
      List<RacePoint> points,
      List<String> jvmFlags,
      Progress progress,
      Map<String, PointReport> reports) {
    Path plan = writePlan(planName, points);
    List<String> command = new ArrayList<>();
    command.add(jdk.home().resolve("bin").resolve("java").toString());
    command.addAll(jvmFlags);
    command.add("-cp");
    command.add(
        String.join(
            File.pathSeparator, RaceClasspath.locate().stream().map(Path::toString).toList()));
    command.add("io.serialtck.race.RaceMain");
    command.add(plan.toString());
    command.add(folder.toString());
    Map<String, RacePoint> byId = new HashMap<>();
    points.forEach(point -> byId.put(point.id(), point));
    Map<String, Map<String, String>> missing = new HashMap<>();
    int done = 0;
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectError(
                  ProcessBuilder.Redirect.appendTo(folder.resolve("race-jvm.log").toFile()))
              .start();
      process.getOutputStream().close();
      try (BufferedReader lines =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          String[] words = line.split(" ", 4);
          if (words.length < 3 || !words[0].equals("point") || !byId.containsKey(words[1])) {
            continue;
          }
          String id = words[1];
          if (words[2].equals("missing")) {
            String[] benchmark = (words.length > 3 ? words[3] : "?").split(" ", 2);
            missing
                .computeIfAbsent(id, k -> new LinkedHashMap<>())
                .put(benchmark[0], benchmark.length > 1 ? benchmark[1] : "");
            continue;
          }
          String failure = words[2].equals("done") ? null : words.length > 3 ? words[3] : line;
          Map<String, String> absent = missing.getOrDefault(id, Map.of());
          if (failure != null || !absent.isEmpty()) {
            reports.put(id, new PointReport(failure, absent));
          }
          done++;
          progress.done(byId.get(id), failure);
        }
      }
      int exit = process.waitFor();
      if (exit != 0 || done < points.size()) {
        throw new IllegalStateException(
            "the race JVM exited with "
                + exit
                + " after "
                + done
                + " of "
                + points.size()
                + " points; see "
                + folder.resolve("race-jvm.log")
                + " and "
                + folder.resolve("jmh.log"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run the race JVM: " + String.join(" ", command), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while racing", e);
    }
  }

  private static Duration remaining(long startedNanos, int done, int total) {
    long elapsed = System.nanoTime() - startedNanos;
    return Duration.ofNanos(elapsed / done * (total - done));
  }

  private Path writePlan(String name, List<RacePoint> points) {
    List<String> lines =
        new RacePlan(
                new RacePlan.Settings(
                    settings.forks(),
                    settings.warmupIterations(),
                    settings.warmupMillis(),
                    settings.measurementIterations(),
                    settings.measurementMillis()),
                points.stream().map(RacePoint::planPoint).toList())
            .lines();
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
   * The time a race of {@code benchmarks} benchmarks over {@code entrants} entrants should take:
   * with forks, each benchmark's forks start a JVM and create the world; without, each entrant's
   * race JVM starts once and each benchmark only creates its world. Plus warm-up and measurement.
   */
  static Duration estimate(RaceSettings settings, long benchmarks, long entrants) {
    long iterations =
        settings.warmupIterations() * settings.warmupMillis()
            + settings.measurementIterations() * settings.measurementMillis();
    if (settings.forks() > 0) {
      return Duration.ofMillis(
          benchmarks * settings.forks() * (FORK_START_MILLIS + iterations) + JVM_START_MILLIS);
    }
    return Duration.ofMillis(
        benchmarks * (SET_UP_MILLIS + iterations) + entrants * JVM_START_MILLIS);
  }

  // Measured on the development machine: JVM start, JMH's set-up and the world's creation.
  private static final long FORK_START_MILLIS = 800;
  // A race JVM's start with JMH loaded; and a trial's set-up in a running JVM (the world).
  private static final long JVM_START_MILLIS = 1000;
  private static final long SET_UP_MILLIS = 100;
}
