package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.HandWrittenConfiguration;
import io.serialtck.race.Measure;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.worker.Workers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs a race: checks and weighs every entrant's payloads (correctness first: only a payload read
 * back intact is timed), then times the intact ones. A full race runs in rounds ({@link
 * RoundRunner}) and ends with intervals, the A/A control and tiers ({@link RaceStandings}); a quick
 * race runs each entrant's points in one race JVM, once, and ranks nothing.
 */
public final class RaceRunner {

  /** Entrants whose payloads are checked at once (each in its own worker). */
  private static final int CHECK_PARALLELISM = 2;

  private static final Duration CHECK_ESTIMATE = Duration.ofSeconds(2);

  private RaceRunner() {}

  /**
   * Runs the race and writes {@code race.json} into {@code outDir}; JMH's files go to {@code
   * outDir/race}.
   *
   * @param timeout how long one request to a worker checking payloads may take
   * @param workerHeap the heap of those workers ({@code --worker-heap})
   * @param schedule the seed, budget and rounds of a race in rounds; a quick race uses its seed
   *     only
   */
  public static RaceDocument run(
      Jdk jdk,
      Path outDir,
      RaceMode mode,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      String workerHeap,
      RaceListener listener,
      RaceSchedule schedule) {
    Measured measured =
        measure(jdk, outDir, mode, payloads, entrants, timeout, workerHeap, listener, schedule);
    List<RaceRow> rows =
        MeasuredRows.of(
            entrants,
            payloads,
            measured.checks(),
            measured.points(),
            measured.reports(),
            measured.forks(),
            schedule.seed(),
            mode.rounds());
    List<LambdaRow> lambdas =
        LambdaRows.of(
            entrants,
            payloads,
            measured.checks(),
            measured.points(),
            measured.reports(),
            measured.latencies());
    RaceStandings standings =
        mode.rounds() && measured.rounds() > 1
            ? RaceStandings.of(entrants, payloads, measured.forks(), schedule.seed())
            : new RaceStandings(List.of(), null);
    RaceDocument document =
        new RaceDocument(
            RaceDocument.SCHEMA,
            jdk.version(),
            machine(),
            measured.startedAt().toString(),
            Math.round((System.nanoTime() - measured.startedNanos()) / 6e8) / 100.0,
            mode.settings(),
            io.serialtck.tck.Weight.DEFLATE,
            payloads.stream()
                .filter(p -> !p.lambda())
                .map(p -> new RacePayload(p.id(), p.sessionBytes()))
                .toList(),
            rows,
            lambdas,
            schedule.seed(),
            measured.sizing(),
            standings.control(),
            standings.standings(),
            measured.forks());
    RaceJson.write(outDir.resolve(RaceJson.FILE_NAME), document);
    return document;
  }

  /**
   * What a race measured, before the rows are made of it.
   *
   * @param points the points timed, by their ids outside the rounds
   * @param reports what the race JVMs said of the points that did not simply end, by point id
   * @param latencies each sampled point's percentiles per fork, by point id
   * @param sizing a race in rounds' sizing, or null
   * @param rounds the rounds run
   */
  record Measured(
      Instant startedAt,
      long startedNanos,
      Map<Entrant, Map<String, PayloadCheck>> checks,
      List<RacePoint> points,
      Map<String, PointReport> reports,
      List<ForkSample> forks,
      Map<String, List<Latency>> latencies,
      Sizing sizing,
      int rounds) {}

  /**
   * Checks every entrant and times the intact payloads, in rounds or, for a quick race, once. A
   * plain twin ({@link Entrant#twin()}) is timed on the payloads its configuration reads back
   * intact, and is not checked itself.
   */
  static Measured measure(
      Jdk jdk,
      Path outDir,
      RaceMode mode,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      String workerHeap,
      RaceListener listener,
      RaceSchedule schedule) {
    long started = System.nanoTime();
    Instant startedAt = Instant.now();
    Path folder = outDir.resolve("race");
    Workers workers = new Workers(jdk.home(), workerHeap, timeout, folder.resolve("workers"));
    RaceSettings settings = mode.settings();
    long everyBenchmark = 0;
    long tiered = 0;
    for (Entrant entrant : entrants) {
      for (Payload payload : payloads) {
        everyBenchmark += PointBenchmarks.of(entrant, payload).size();
        tiered += payload.lambda() ? 0 : PointBenchmarks.of(entrant, payload, false).size();
      }
    }
    Duration checking = CHECK_ESTIMATE.multipliedBy(entrants.size()).dividedBy(CHECK_PARALLELISM);
    listener.planned(
        entrants.size(),
        payloads.size(),
        settings,
        mode.rounds()
            ? checking.plus(roundsAtLeast(settings, everyBenchmark, tiered, schedule))
            : checking.plus(RaceProcess.estimate(settings, everyBenchmark, entrants.size())));
    Map<Entrant, Map<String, PayloadCheck>> checks =
        check(jdk, workers, payloads, entrants, listener);
    List<RacePoint> points = points(folder, payloads, entrants, checks);
    long benchmarks = points.stream().mapToLong(p -> p.benchmarks().size()).sum();
    if (!mode.rounds()) {
      listener.timing(
          points.size(),
          RaceProcess.estimate(
              settings, benchmarks, points.stream().map(RacePoint::entrant).distinct().count()));
      Map<String, PointReport> reports =
          new RaceProcess(jdk, folder, settings).run(points, listener, System.nanoTime());
      List<ForkSample> forks = new ArrayList<>();
      Map<String, List<Latency>> latencies = new HashMap<>();
      int position = 0;
      for (RacePoint point : points) {
        position++;
        Path results = folder.resolve(point.id() + ".json");
        int at = position;
        JmhResults.forks(results)
            .forEach(
                (benchmark, fork) ->
                    forks.add(
                        new ForkSample(
                            1,
                            at,
                            point.entrant().configuration(),
                            point.entrant().version(),
                            point.payload().id(),
                            benchmark,
                            fork.nanosPerOp(),
                            fork.iterations(),
                            fork.allocatedBytesPerOp())));
        Latency latency = JmhResults.latencies(results).get(Measure.ROUND_TRIP.method());
        if (latency != null) {
          latencies.put(point.id(), List.of(latency));
        }
      }
      return new Measured(startedAt, started, checks, points, reports, forks, latencies, null, 1);
    }
    listener.timingRounds(
        points.size(),
        RaceProcess.roundEstimate(settings, benchmarks, benchmarks),
        schedule.budget());
    RoundRunner.Result result =
        new RoundRunner(jdk, folder, settings, schedule, listener).run(points);
    return new Measured(
        startedAt,
        started,
        checks,
        points,
        result.reports(),
        result.forks(),
        result.latencies(),
        result.sizing(),
        result.rounds());
  }

  private static Map<Entrant, Map<String, PayloadCheck>> check(
      Jdk jdk,
      Workers workers,
      List<Payload> payloads,
      List<Entrant> entrants,
      RaceListener listener) {
    Map<Entrant, Map<String, PayloadCheck>> checks = new ConcurrentHashMap<>();
    List<Entrant> checked = entrants.stream().filter(e -> !e.variant()).toList();
    ExecutorService pool = Executors.newFixedThreadPool(CHECK_PARALLELISM);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (Entrant entrant : checked) {
        running.add(
            pool.submit(
                () -> {
                  Map<String, PayloadCheck> own = checkOne(jdk, workers, payloads, entrant);
                  checks.put(entrant, own);
                  listener.checked(
                      entrant,
                      (int) own.values().stream().filter(PayloadCheck::intact).count(),
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
    for (Entrant entrant : entrants) {
      if (entrant.variant()) {
        checks.put(entrant, ofBase(entrant, checks));
      }
    }
    return checks;
  }

  /**
   * How long a race in rounds takes: the rounds that always run (the first with every benchmark,
   * the later ones with those the tiers rest on, each in a JVM of its own), or the budget when it
   * allows more.
   */
  private static Duration roundsAtLeast(
      RaceSettings settings, long everyBenchmark, long tiered, RaceSchedule schedule) {
    int rounds = schedule.rounds() != null ? schedule.rounds() : ForkVariance.MIN_ROUNDS;
    Duration first = RaceProcess.roundEstimate(settings, everyBenchmark, everyBenchmark);
    Duration later = RaceProcess.roundEstimate(settings, tiered, tiered);
    Duration least = first.plus(later.multipliedBy(Math.max(0, rounds - 1)));
    return schedule.rounds() != null || least.compareTo(schedule.budget()) > 0
        ? least
        : schedule.budget();
  }

  /**
   * A variant's checks (a twin's, a long-settings entrant's): its configuration's, which ran the
   * same library on the same payloads.
   */
  private static Map<String, PayloadCheck> ofBase(
      Entrant variant, Map<Entrant, Map<String, PayloadCheck>> checks) {
    return checks.entrySet().stream()
        .filter(e -> e.getKey().configuration().equals(variant.base()))
        .filter(e -> e.getKey().version().equals(variant.version()))
        .map(Map.Entry::getValue)
        .findFirst()
        .orElseThrow(
            () -> new IllegalStateException("a variant without its configuration: " + variant));
  }

  private static Map<String, PayloadCheck> checkOne(
      Jdk jdk, Workers workers, List<Payload> payloads, Entrant entrant) {
    if (!entrant.builtIn()) {
      return WorkerChecks.check(entrant, payloads, jdk, workers);
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
    if (entrant.builtIn() || entrant.twin()) {
      return "-";
    }
    Path file =
        folder.resolve("worlds").resolve(entrant.measured() + "-" + entrant.version() + ".txt");
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

  static String machine() {
    return Runtime.getRuntime().availableProcessors()
        + " cores, "
        + System.getProperty("os.name")
        + " "
        + System.getProperty("os.arch");
  }
}
