package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.HandWrittenConfiguration;
import io.serialtck.tck.discovery.Jdk;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs a race: checks and weighs every entrant's payloads (correctness first: only a payload read
 * back intact is timed), then times the intact ones in the race JVM, payload by payload so that an
 * entrant and the hand-written baseline it is divided by run minutes apart at most, and an upgraded
 * configuration's two versions run one after the other.
 */
public final class RaceRunner {

  /** Entrants whose payloads are checked at once (each in its own worker). */
  private static final int CHECK_PARALLELISM = 2;

  private static final Duration CHECK_ESTIMATE = Duration.ofSeconds(2);

  private RaceRunner() {}

  /**
   * Runs the race and writes {@code race.json} into {@code outDir}; JMH's files go to {@code
   * outDir/race}.
   */
  public static RaceDocument run(
      Jdk jdk,
      Path outDir,
      RaceMode mode,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      RaceListener listener) {
    long started = System.nanoTime();
    Instant startedAt = Instant.now();
    Path folder = outDir.resolve("race");
    RaceSettings settings = mode.settings();
    long everyBenchmark = 0;
    for (Entrant entrant : entrants) {
      for (Payload payload : payloads) {
        everyBenchmark += PointBenchmarks.of(entrant, payload).size();
      }
    }
    listener.planned(
        entrants.size(),
        payloads.size(),
        settings,
        CHECK_ESTIMATE
            .multipliedBy(entrants.size())
            .dividedBy(CHECK_PARALLELISM)
            .plus(RaceProcess.estimate(settings, everyBenchmark, entrants.size())));
    Map<Entrant, Map<String, PayloadCheck>> checks =
        check(jdk, folder, payloads, entrants, timeout, listener);
    List<RacePoint> points = points(folder, payloads, entrants, checks);
    listener.timing(
        points.size(),
        RaceProcess.estimate(
            settings,
            points.stream().mapToLong(p -> p.benchmarks().size()).sum(),
            points.stream().map(RacePoint::entrant).distinct().count()));
    Map<String, PointReport> reports =
        new RaceProcess(jdk, folder, settings).run(points, listener, System.nanoTime());
    List<RaceRow> rows = RaceRows.of(entrants, payloads, checks, points, reports, folder);
    List<LambdaRow> lambdas = LambdaRows.of(entrants, payloads, checks, points, reports, folder);
    RaceDocument document =
        new RaceDocument(
            RaceDocument.SCHEMA,
            jdk.version(),
            machine(),
            startedAt.toString(),
            Math.round((System.nanoTime() - started) / 6e8) / 100.0,
            settings,
            io.serialtck.tck.Weight.DEFLATE,
            payloads.stream()
                .filter(p -> !p.lambda())
                .map(p -> new RacePayload(p.id(), p.sessionBytes()))
                .toList(),
            rows,
            lambdas);
    RaceJson.write(outDir.resolve(RaceJson.FILE_NAME), document);
    return document;
  }

  private static Map<Entrant, Map<String, PayloadCheck>> check(
      Jdk jdk,
      Path folder,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      RaceListener listener) {
    Map<Entrant, Map<String, PayloadCheck>> checks = new ConcurrentHashMap<>();
    ExecutorService pool = Executors.newFixedThreadPool(CHECK_PARALLELISM);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (Entrant entrant : entrants) {
        running.add(
            pool.submit(
                () -> {
                  Map<String, PayloadCheck> checked =
                      checkOne(jdk, folder, payloads, entrant, timeout);
                  checks.put(entrant, checked);
                  listener.checked(
                      entrant,
                      (int) checked.values().stream().filter(PayloadCheck::intact).count(),
                      payloads.size());
                }));
      }
      for (Future<?> future : running) {
        future.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while checking payloads", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("checking payloads failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return checks;
  }

  private static Map<String, PayloadCheck> checkOne(
      Jdk jdk, Path folder, List<Payload> payloads, Entrant entrant, Duration timeout) {
    if (!entrant.builtIn()) {
      return WorkerChecks.check(entrant, payloads, jdk, folder, timeout);
    }
    Map<String, PayloadCheck> checks = new LinkedHashMap<>();
    if (entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND)) {
      payloads.forEach(p -> checks.put(p.id(), BuiltInChecks.bound(p)));
      return checks;
    }
    HandWrittenConfiguration handWritten = new HandWrittenConfiguration();
    payloads.forEach(p -> checks.put(p.id(), BuiltInChecks.check(handWritten, p)));
    return checks;
  }

  private static List<RacePoint> points(
      Path folder,
      List<Payload> payloads,
      List<Entrant> entrants,
      Map<Entrant, Map<String, PayloadCheck>> checks) {
    List<RacePoint> points = new ArrayList<>();
    for (Payload payload : payloads) {
      for (Entrant entrant : entrants) {
        if (checks.get(entrant).get(payload.id()).intact()) {
          String id = String.format("p%03d", points.size() + 1);
          points.add(new RacePoint(id, entrant, payload, worldFile(folder, entrant)));
        }
      }
    }
    return points;
  }

  private static String worldFile(Path folder, Entrant entrant) {
    if (entrant.builtIn()) {
      return "-";
    }
    Path file =
        folder
            .resolve("worlds")
            .resolve(entrant.configuration() + "-" + entrant.version() + ".txt");
    try {
      Files.createDirectories(file.getParent());
      Files.write(
          file,
          entrant.worldClasspath().stream().map(p -> p.toAbsolutePath().toString()).toList(),
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
    return file.toAbsolutePath().toString();
  }

  private static String machine() {
    return Runtime.getRuntime().availableProcessors()
        + " cores, "
        + System.getProperty("os.name")
        + " "
        + System.getProperty("os.arch");
  }
}
