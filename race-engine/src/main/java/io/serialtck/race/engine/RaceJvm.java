package io.serialtck.race.engine;

import io.serialtck.race.RaceClasspath;
import io.serialtck.race.protocol.MalformedRaceMessageException;
import io.serialtck.race.protocol.RaceMessage;
import io.serialtck.race.protocol.RaceMessageReader;
import io.serialtck.tck.discovery.Jdk;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One race JVM ({@code io.serialtck.race.RaceMain}) on a plan file: started with the race's class
 * path (and, for a plain twin, its configuration's world), the given JVM flags and nothing else on
 * the JDK measured; it reads the JVM's messages ({@link RaceMessage}: a point's missing benchmarks,
 * then its end, done or failed) from its standard output as they come. What the JVM itself prints
 * there outside the messages' frames goes to {@code race-jvm.log}, with its standard error.
 */
final class RaceJvm {

  /** What to do when a point ends. */
  interface PointListener {
    /**
     * @param failure why JMH gave no time for it, or null
     */
    void done(RacePoint point, String failure);
  }

  private RaceJvm() {}

  /**
   * Runs the points of a plan in one race JVM and returns what it said of each point that did not
   * simply end.
   *
   * @param points the points it runs, all of them in the plan, by their ids in the plan
   * @param only whether to name the points on the command line (the plan holds others)
   * @param extraClasspath appended to the race's class path (a twin's world), or empty
   * @throws IllegalStateException when the JVM fails, leaves a point without a last message, or
   *     sends a malformed message or one of a point it was not given (the message names which)
   */
  static Map<String, PointReport> run(
      Jdk jdk,
      Path folder,
      Path plan,
      List<RacePoint> points,
      boolean only,
      List<String> jvmFlags,
      List<Path> extraClasspath,
      PointListener listener) {
    List<String> command = new ArrayList<>();
    command.add(jdk.home().resolve("bin").resolve("java").toString());
    command.addAll(jvmFlags);
    command.add("-cp");
    command.add(
        String.join(
            File.pathSeparator,
            Stream.concat(RaceClasspath.locate().stream(), extraClasspath.stream())
                .map(Path::toString)
                .toList()));
    command.add("io.serialtck.race.RaceMain");
    command.add(plan.toString());
    command.add(folder.toString());
    if (only) {
      command.add(String.join(",", points.stream().map(RacePoint::id).toList()));
    }
    Map<String, RacePoint> byId = new HashMap<>();
    points.forEach(point -> byId.put(point.id(), point));
    Map<String, Map<String, String>> missing = new HashMap<>();
    Map<String, PointReport> reports = new HashMap<>();
    int done = 0;
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectError(
                  ProcessBuilder.Redirect.appendTo(folder.resolve("race-jvm.log").toFile()))
              .start();
      process.getOutputStream().close();
      try (OutputStream strays =
              Files.newOutputStream(
                  folder.resolve("race-jvm.log"),
                  StandardOpenOption.CREATE,
                  StandardOpenOption.APPEND);
          InputStream channel = process.getInputStream()) {
        RaceMessageReader reader = new RaceMessageReader(channel, strays);
        for (RaceMessage message = reader.next(); message != null; message = reader.next()) {
          RacePoint point = byId.get(message.pointId());
          if (point == null) {
            process.destroyForcibly();
            throw new IllegalStateException(
                "the race JVM sent a message of a point it was not given: " + message.line());
          }
          if (message instanceof RaceMessage.PointMissing absent) {
            missing
                .computeIfAbsent(point.id(), k -> new LinkedHashMap<>())
                .put(absent.benchmark(), absent.reason());
            continue;
          }
          String failure =
              message instanceof RaceMessage.PointFailed failed ? failed.reason() : null;
          Map<String, String> absent = missing.getOrDefault(point.id(), Map.of());
          if (failure != null || !absent.isEmpty()) {
            reports.put(point.id(), new PointReport(failure, absent));
          }
          done++;
          listener.done(point, failure);
        }
      } catch (MalformedRaceMessageException e) {
        process.destroyForcibly();
        throw new IllegalStateException(
            e.getMessage() + "; see " + folder.resolve("race-jvm.log"), e);
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
    return reports;
  }
}
