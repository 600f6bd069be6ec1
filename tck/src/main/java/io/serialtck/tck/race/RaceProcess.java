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
import java.util.List;
import java.util.Map;

/**
 * The race JVM: started with nothing but the race's class path on the JDK measured, it runs JMH
 * point by point from a plan file, each point in forks with only the entrant's own JVM flags, and
 * reports each point on a line of its standard output.
 */
final class RaceProcess {

  private final Jdk jdk;
  private final Path folder;
  private final RaceSettings settings;

  /**
   * @param folder where the plan, JMH's result files and its log go
   */
  RaceProcess(Jdk jdk, Path folder, RaceSettings settings) {
    this.jdk = jdk;
    this.folder = folder;
    this.settings = settings;
  }

  /** Runs the points; returns each failed point's reason by id. */
  Map<String, String> run(List<RacePoint> points, RaceListener listener, long startedNanos) {
    Path plan = writePlan(points);
    List<String> command = new ArrayList<>();
    command.add(jdk.home().resolve("bin").resolve("java").toString());
    command.add("-cp");
    command.add(
        String.join(
            File.pathSeparator, RaceClasspath.locate().stream().map(Path::toString).toList()));
    command.add("io.serialtck.race.RaceMain");
    command.add(plan.toString());
    command.add(folder.toString());
    Map<String, RacePoint> byId = new HashMap<>();
    points.forEach(point -> byId.put(point.id(), point));
    Map<String, String> failures = new HashMap<>();
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectError(
                  ProcessBuilder.Redirect.appendTo(folder.resolve("race-jvm.log").toFile()))
              .start();
      process.getOutputStream().close();
      int done = 0;
      try (BufferedReader lines =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          String[] words = line.split(" ", 4);
          if (words.length < 3 || !words[0].equals("point") || !byId.containsKey(words[1])) {
            continue;
          }
          String failure = words[2].equals("done") ? null : words.length > 3 ? words[3] : line;
          if (failure != null) {
            failures.put(words[1], failure);
          }
          done++;
          listener.timed(
              done,
              points.size(),
              byId.get(words[1]),
              failure,
              remaining(startedNanos, done, points.size()));
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
    return failures;
  }

  private static Duration remaining(long startedNanos, int done, int total) {
    long elapsed = System.nanoTime() - startedNanos;
    return Duration.ofNanos(elapsed / done * (total - done));
  }

  private Path writePlan(List<RacePoint> points) {
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
    Path plan = folder.resolve("plan.tsv");
    try {
      Files.createDirectories(folder);
      Files.write(plan, lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + plan, e);
    }
    return plan;
  }

  /** The time one point should take: two forks of warm-up and measurement plus their start. */
  static Duration estimatePerPoint(RaceSettings settings) {
    long perFork =
        settings.forks()
            * (FORK_START_MILLIS
                + settings.warmupIterations() * settings.warmupMillis()
                + settings.measurementIterations() * settings.measurementMillis());
    return Duration.ofMillis(2 * perFork);
  }

  // Measured on the development machine: JVM start, JMH's set-up and the world's creation.
  private static final long FORK_START_MILLIS = 800;
}
