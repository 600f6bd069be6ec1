package io.serialtck.race.engine;

import io.serialtck.race.Measure;
import io.serialtck.tck.discovery.Jdk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A race in rounds. A round runs one fork of every benchmark of every point (an entrant and a
 * payload): a race JVM of its own, started with the entrant's flags, in which JMH runs that one
 * benchmark without forking ({@link #forksOf}), the forks in an order shuffled by the race's seed
 * ({@link Shuffle}). The first round runs every benchmark (reuse, echoes, file trips, the lambdas'
 * round trips); the later ones serialize and deserialize only, the measurements the tiers rest on.
 * The first {@value ForkVariance#PILOT_ROUNDS} rounds are the pilot, with the settings' iterations;
 * the race is then sized from the pilot's variance ({@link ForkVariance}) and the later rounds run
 * with the measured iterations per fork the sizing chose. Rounds go on until the sizing's number is
 * reached, as long as the next round's estimate fits in the budget, and at least {@value
 * ForkVariance#MIN_ROUNDS} rounds run. A point whose serialize or deserialize failed is not run
 * again.
 */
final class RoundRunner {

  /** The most rounds of a race, whatever the variance asks for. */
  static final int MAX_ROUNDS = 40;

  private final Jdk jdk;
  private final Path folder;
  private final RaceSettings settings;
  private final RaceSchedule schedule;
  private final RaceListener listener;

  /**
   * What the rounds measured.
   *
   * @param forks every fork's result of every benchmark
   * @param reports what the race JVMs said of each point (by its id outside the rounds) that did
   *     not simply end, its first round's report first
   * @param latencies each sampled point's percentiles per fork, by point id
   * @param sizing how the race was sized; null when it ran fewer rounds than its pilot
   * @param rounds the rounds run
   */
  record Result(
      List<ForkSample> forks,
      Map<String, PointReport> reports,
      Map<String, List<Latency>> latencies,
      Sizing sizing,
      int rounds) {}

  RoundRunner(
      Jdk jdk, Path folder, RaceSettings settings, RaceSchedule schedule, RaceListener listener) {
    this.jdk = jdk;
    this.folder = folder;
    this.settings = settings;
    this.schedule = schedule;
    this.listener = listener;
  }

  Result run(List<RacePoint> points) {
    long started = System.nanoTime();
    List<ForkSample> forks = new ArrayList<>();
    Map<String, PointReport> reports = new LinkedHashMap<>();
    Map<String, List<Latency>> latencies = new HashMap<>();
    Set<String> failed = new HashSet<>();
    Sizing sizing = null;
    RaceSettings roundSettings = settings;
    double overheadSeconds = Double.NaN;
    int round = 0;
    String stop;
    while (true) {
      round++;
      List<RacePoint> planned = roundPoints(points, failed, round == 1 && !calibrating(), round);
      if (planned.isEmpty()) {
        stop = "no point left to time";
        round--;
        break;
      }
      long roundStart = System.nanoTime();
      listener.round(
          round,
          planned.size(),
          roundSettings.measurementIterations(),
          estimate(roundSettings, planned, overheadSeconds));
      runRound(round, planned, roundSettings, forks, reports, latencies, failed);
      double wallSeconds = (System.nanoTime() - roundStart) / 1e9;
      double iterationSeconds = iterationSeconds(planned, roundSettings);
      overheadSeconds = Math.max(0, (wallSeconds - iterationSeconds) / benchmarks(planned));
      if (round == ForkVariance.PILOT_ROUNDS) {
        double perBenchmark = overheadSeconds;
        sizing =
            ForkVariance.size(
                forks,
                perBenchmark
                    + (settings.untilSteady()
                        // a warm-up until steady is among the measured costs of a fork already
                        ? 0
                        : (settings.primeMillis()
                                + settings.warmupIterations() * settings.warmupMillis())
                            / 1e3),
                settings.measurementMillis() / 1e3,
                schedule.budget().toSeconds() / 60.0);
        roundSettings = settings.withMeasurementIterations(sizing.iterationsPerFork());
        listener.sized(sizing);
      }
      if (schedule.rounds() != null) {
        if (round >= schedule.rounds()) {
          stop = round + (round == 1 ? " round was" : " rounds were") + " asked for";
          break;
        }
        continue;
      }
      if (round < ForkVariance.MIN_ROUNDS) {
        continue;
      }
      int wanted = sizing == null ? ForkVariance.MIN_ROUNDS : sizing.roundsForTarget();
      if (round >= wanted) {
        stop = "the variance asked for " + wanted;
        break;
      }
      if (round >= MAX_ROUNDS) {
        stop = "a race runs at most " + MAX_ROUNDS;
        break;
      }
      List<RacePoint> next = roundPoints(points, failed, false, round + 1);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
      Duration nextRound = estimate(roundSettings, next, overheadSeconds);
      if (elapsed.plus(nextRound).compareTo(schedule.budget()) > 0) {
        stop =
            "the budget of "
                + schedule.budget().toMinutes()
                + " minutes had no room for round "
                + (round + 1)
                + ", about "
                + nextRound.toSeconds()
                + " s more after "
                + elapsed.toSeconds()
                + " s";
        break;
      }
    }
    listener.stopped(round, stop);
    return new Result(
        forks, reports, latencies, sizing == null ? null : sizing.withRounds(round, stop), round);
  }

  private void runRound(
      int round,
      List<RacePoint> planned,
      RaceSettings roundSettings,
      List<ForkSample> forks,
      Map<String, PointReport> reports,
      Map<String, List<Latency>> latencies,
      Set<String> failed) {
    Map<String, RacePoint> base = new HashMap<>();
    Map<String, Integer> position = new HashMap<>();
    List<RacePoint> inRound = new ArrayList<>();
    List<Map.Entry<RacePoint, RacePoint>> forkedFromBase = new ArrayList<>();
    for (RacePoint point : planned) {
      for (RacePoint forked : forksOf(round, point)) {
        forkedFromBase.add(Map.entry(forked, point));
      }
    }
    for (Map.Entry<RacePoint, RacePoint> fork :
        Shuffle.order(forkedFromBase, schedule.seed(), round)) {
      RacePoint forked = fork.getKey();
      base.put(forked.id(), fork.getValue());
      position.put(forked.id(), inRound.size() + 1);
      inRound.add(forked);
    }
    Path plan =
        RaceProcess.writePlan(
            folder,
            String.format("round-%02d.tsv", round),
            roundSettings,
            inRound.stream().filter(p -> !p.entrant().longSettings()).toList());
    Path longPlan =
        RaceProcess.writePlan(
            folder,
            String.format("round-%02d-long.tsv", round),
            RaceMode.LONG.settings(),
            inRound.stream().filter(p -> p.entrant().longSettings()).toList());
    long roundStart = System.nanoTime();
    Optional<HostSteal> roundCounters = HostSteal.now();
    int[] done = {0};
    for (RacePoint fork : inRound) {
      List<RacePoint> jvm = List.of(fork);
      Entrant entrant = base.get(jvm.get(0).id()).entrant();
      Map<String, PointReport> said = new HashMap<>();
      Optional<HostSteal> jvmCounters = HostSteal.now();
      try {
        said.putAll(
            RaceJvm.run(
                jdk,
                folder,
                entrant.longSettings() ? longPlan : plan,
                jvm,
                true,
                settingsOf(fork, roundSettings).jvmFlags(entrant),
                entrant.twin() ? entrant.worldClasspath() : List.of(),
                (forked, failure) -> {
                  done[0]++;
                  listener.timed(
                      done[0],
                      inRound.size(),
                      base.get(forked.id()),
                      failure,
                      remaining(roundStart, done[0], inRound.size()));
                }));
      } catch (IllegalStateException e) {
        if (Thread.currentThread().isInterrupted()) {
          throw e;
        }
        // A fork's JVM that dies does not end a race of hundreds: the points it left are dropped.
        String reason = e.getMessage();
        for (RacePoint forked : jvm) {
          if (Files.exists(folder.resolve(forked.id() + ".json"))) {
            continue;
          }
          said.put(
              forked.id(),
              new PointReport(
                  reason,
                  Map.of(
                      Measure.SERIALIZE.method(), reason, Measure.DESERIALIZE.method(), reason)));
          done[0]++;
          listener.timed(
              done[0],
              inRound.size(),
              base.get(forked.id()),
              reason,
              remaining(roundStart, done[0], inRound.size()));
        }
      }
      Double stolen = HostSteal.shareSince(jvmCounters, HostSteal.now());
      for (RacePoint forked : jvm) {
        collect(
            round,
            forked,
            base.get(forked.id()),
            position.get(forked.id()),
            stolen,
            said,
            forks,
            reports,
            latencies,
            failed);
      }
    }
    listener.roundEnded(
        round,
        Duration.ofNanos(System.nanoTime() - roundStart),
        HostSteal.shareSince(roundCounters, HostSteal.now()));
  }

  /**
   * A point of a round as its forks run it: each benchmark in a race JVM of its own, as JMH runs
   * benchmarks, whose id is the round's point id and the benchmark's name ({@code
   * r02-p007-serialize}). Benchmarks that share a JVM share the library's profile and compiled
   * code: measured, the hand-written session serialize after its deserialize in one JVM stayed 9
   * times slower than alone, and an entrant's payloads in one JVM put the hand-written code 3 times
   * from its copy; one JVM per entrant, which a race ran before, timed code half warmed.
   */
  static List<RacePoint> forksOf(int round, RacePoint point) {
    String id = roundId(round, point);
    return point.benchmarks().stream()
        .map(benchmark -> point.in(id + "-" + benchmark.method(), List.of(benchmark)))
        .toList();
  }

  private void collect(
      int round,
      RacePoint forked,
      RacePoint point,
      int position,
      Double stolen,
      Map<String, PointReport> said,
      List<ForkSample> forks,
      Map<String, PointReport> reports,
      Map<String, List<Latency>> latencies,
      Set<String> failed) {
    Entrant entrant = point.entrant();
    PointReport report = said.get(forked.id());
    if (report != null && !lockedOut(report)) {
      reports.merge(point.id(), report, PointReport::and);
      if (report.missing().containsKey(Measure.SERIALIZE.method())
          || report.missing().containsKey(Measure.DESERIALIZE.method())) {
        failed.add(point.id());
      }
    }
    Path results = folder.resolve(forked.id() + ".json");
    if (!Files.exists(results)) {
      return;
    }
    Map<String, ForkSample.Warmup> warmups = JmhResults.warmups(results);
    JmhResults.forks(results)
        .forEach(
            (benchmark, fork) ->
                forks.add(
                    new ForkSample(
                        round,
                        position,
                        entrant.configuration(),
                        entrant.version(),
                        point.payload().id(),
                        benchmark,
                        fork.nanosPerOp(),
                        fork.iterations(),
                        fork.allocatedBytesPerOp(),
                        stolen,
                        warmups.get(benchmark))));
    Latency latency = JmhResults.latencies(results).get(Measure.ROUND_TRIP.method());
    if (latency != null) {
      latencies.computeIfAbsent(point.id(), k -> new ArrayList<>()).add(latency);
    }
  }

  /**
   * Whether a point failed only because another JMH run on the machine held JMH's lock: the point
   * is not at fault, so it is neither reported nor dropped, and runs again in the next round.
   * (Measured: a calibration lost a twin's four points of a round this way while another race ran.)
   */
  static boolean lockedOut(PointReport report) {
    return mentionsLock(report.failure())
        || report.missing().values().stream().anyMatch(RoundRunner::mentionsLock);
  }

  private static boolean mentionsLock(String reason) {
    return reason != null && reason.contains(JMH_LOCK_MESSAGE);
  }

  /** What JMH says when another JMH run holds its lock file. */
  static final String JMH_LOCK_MESSAGE = "Unable to acquire the JMH lock";

  /**
   * A calibration and a check of the settings time serialize and deserialize only: the twins have
   * no other benchmark, and the check compares the two the tiers rest on.
   */
  private boolean calibrating() {
    return settings.mode().equals(RaceMode.CALIBRATE.settings().mode())
        || settings.mode().equals(RaceMode.CHECK.settings().mode());
  }

  /** The settings a point's forks run with: a long-settings entrant's, else the round's. */
  private static RaceSettings settingsOf(RacePoint point, RaceSettings roundSettings) {
    return point.entrant().longSettings() ? RaceMode.LONG.settings() : roundSettings;
  }

  /** The measured iterations of a round's points, each with its own settings, in seconds. */
  private static double iterationSeconds(List<RacePoint> points, RaceSettings roundSettings) {
    return points.stream()
            .mapToLong(
                p ->
                    p.benchmarks().size()
                        * RaceProcess.iterationMillis(settingsOf(p, roundSettings)))
            .sum()
        / 1e3;
  }

  /** The points of a round, each with the benchmarks it runs in that round. */
  private static List<RacePoint> roundPoints(
      List<RacePoint> points, Set<String> failed, boolean everything, int round) {
    List<RacePoint> planned = new ArrayList<>();
    for (RacePoint point : points) {
      if (failed.contains(point.id()) || (!everything && point.payload().lambda())) {
        continue;
      }
      planned.add(
          point.in(point.id(), PointBenchmarks.of(point.entrant(), point.payload(), everything)));
    }
    return planned;
  }

  private static String roundId(int round, RacePoint point) {
    return String.format("r%02d-%s", round, point.id());
  }

  private static long benchmarks(List<RacePoint> points) {
    return points.stream().mapToLong(p -> p.benchmarks().size()).sum();
  }

  /**
   * A round's duration: from the last round's measured cost of a point's JVM beyond its iterations,
   * else from the development machine's.
   */
  private static Duration estimate(
      RaceSettings settings, List<RacePoint> points, double overheadSeconds) {
    if (Double.isNaN(overheadSeconds)) {
      return RaceProcess.roundEstimate(settings, benchmarks(points), benchmarks(points));
    }
    double seconds = benchmarks(points) * overheadSeconds + iterationSeconds(points, settings);
    return Duration.ofMillis(Math.round(seconds * 1e3));
  }

  private static Duration remaining(long startedNanos, int done, int total) {
    long elapsed = System.nanoTime() - startedNanos;
    return Duration.ofNanos(elapsed / done * (total - done));
  }
}
