package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.engine.stats.Comparison;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.race.engine.stats.RoundSeries;
import io.serialtck.race.engine.stats.TierRule;
import io.serialtck.tck.discovery.Jdk;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The calibration: each configuration raced in rounds beside its plain twin (a JMH benchmark of the
 * same library calls, written as the library's documentation recommends, without the kit's harness:
 * {@code io.serialtck.race.twin}), on the payloads it reads back intact. The kit's time over the
 * twin's, paired by round, is what the kit adds (the SPI, the world, its set-up choices); every
 * configuration should come within {@value #TOLERANCE_PERCENT}% of 1.
 */
public final class Calibration {

  /** How far from 1 a configuration's ratio to its twin may be. */
  public static final int TOLERANCE_PERCENT = 10;

  /** The reference of a calibration: each configuration's plain twin, under the same settings. */
  public static final String TWIN = "twin";

  /**
   * The reference of a check of the settings: each configuration's ratio to the hand-written code
   * under long JMH settings ({@link RaceMode#LONG}), set against the same ratio under the full
   * race's, round by round.
   */
  public static final String LONG_SETTINGS = "long settings";

  private static final List<String> BENCHMARKS = List.of("serialize", "deserialize");

  private Calibration() {}

  /**
   * Runs the calibration and writes {@code calibration.json} into {@code outDir}; JMH's files go to
   * {@code outDir/race}.
   *
   * @param entrants the configurations, each followed by its twin ({@link RaceEntrants#withTwins})
   * @param workerHeap the heap of the workers that check the payloads
   */
  public static CalibrationDocument run(
      Jdk jdk,
      Path outDir,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      String workerHeap,
      RaceListener listener,
      RaceSchedule schedule) {
    return run(jdk, outDir, payloads, entrants, timeout, workerHeap, listener, schedule, TWIN);
  }

  /**
   * Runs a calibration against {@code reference}: {@link #TWIN} with {@link RaceEntrants#withTwins}
   * entrants, {@link #LONG_SETTINGS} (a check of the full race's settings, {@link RaceMode#CHECK})
   * with {@link RaceEntrants#withLongSettings} entrants.
   */
  public static CalibrationDocument run(
      Jdk jdk,
      Path outDir,
      List<Payload> payloads,
      List<Entrant> entrants,
      Duration timeout,
      String workerHeap,
      RaceListener listener,
      RaceSchedule schedule,
      String reference) {
    RaceMode mode = reference.equals(LONG_SETTINGS) ? RaceMode.CHECK : RaceMode.CALIBRATE;
    RaceRunner.Measured measured =
        RaceRunner.measure(
            jdk, outDir, mode, payloads, entrants, timeout, workerHeap, listener, schedule);
    CalibrationDocument document =
        of(
            jdk.version(),
            measured.startedAt().toString(),
            Math.round((System.nanoTime() - measured.startedNanos()) / 6e8) / 100.0,
            schedule.seed(),
            mode.settings(),
            measured.sizing(),
            payloads,
            entrants,
            measured.forks(),
            reference);
    RaceJson.writeCalibration(outDir.resolve(CalibrationDocument.FILE_NAME), document);
    return document;
  }

  /** The calibration document of a calibration's forks, measured with {@code settings}. */
  static CalibrationDocument of(
      String jdk,
      String startedAt,
      double minutes,
      long seed,
      RaceSettings settings,
      Sizing sizing,
      List<Payload> payloads,
      List<Entrant> entrants,
      List<ForkSample> forks) {
    return of(jdk, startedAt, minutes, seed, settings, sizing, payloads, entrants, forks, TWIN);
  }

  /**
   * The document of a calibration's forks against {@code reference}: each configuration's time over
   * its twin's, or its ratio to the hand-written code over the same ratio under long settings,
   * paired by round.
   */
  static CalibrationDocument of(
      String jdk,
      String startedAt,
      double minutes,
      long seed,
      RaceSettings settings,
      Sizing sizing,
      List<Payload> payloads,
      List<Entrant> entrants,
      List<ForkSample> forks,
      String reference) {
    boolean longSettings = reference.equals(LONG_SETTINGS);
    ForkTable table = new ForkTable(forks);
    Entrant handWritten =
        entrants.stream()
            .filter(e -> e.configuration().equals(RaceDocument.HAND_WRITTEN))
            .findFirst()
            .orElse(null);
    List<CalibrationRow> overall = new ArrayList<>();
    List<CalibrationRow> rows = new ArrayList<>();
    Map<String, String> notes = new LinkedHashMap<>();
    for (Entrant kit : entrants) {
      if (kit.variant() || (longSettings && RaceDocument.yardstick(kit.configuration()))) {
        continue;
      }
      Entrant twin = longSettings ? kit.asLong() : kit.asTwin();
      List<SortedMap<Integer, Double>> ratios = new ArrayList<>();
      for (Payload payload : payloads) {
        for (String benchmark : BENCHMARKS) {
          SortedMap<Integer, Double> kitNanos = table.nanos(kit, payload.id(), benchmark);
          SortedMap<Integer, Double> twinNanos = table.nanos(twin, payload.id(), benchmark);
          SortedMap<Integer, Double> paired =
              longSettings && handWritten != null
                  ? paired(
                      paired(kitNanos, table.nanos(handWritten, payload.id(), benchmark)),
                      paired(twinNanos, table.nanos(handWritten.asLong(), payload.id(), benchmark)))
                  : paired(kitNanos, twinNanos);
          if (paired.isEmpty()) {
            continue;
          }
          ratios.add(paired);
          Interval ratio =
              new RoundSeries(
                      MeasuredRows.seriesKey(kit, payload.id(), benchmark + " over its twin"),
                      1,
                      paired)
                  .interval(seed);
          rows.add(
              new CalibrationRow(
                  kit.configuration(),
                  kit.version(),
                  payload.id(),
                  benchmark,
                  geometricMean(kitNanos),
                  geometricMean(twinNanos),
                  MeasuredRows.median(allocated(table, kit, payload, benchmark)),
                  MeasuredRows.median(allocated(table, twin, payload, benchmark)),
                  ratio,
                  within(ratio)));
        }
      }
      SortedMap<Integer, Double> byRound = overRounds(ratios);
      if (byRound.isEmpty()) {
        notes.put(
            kit.configuration(),
            longSettings
                ? "no payload timed under both settings"
                : "no payload timed both through the kit and by its twin");
        continue;
      }
      Interval ratio =
          new RoundSeries(
                  MeasuredRows.seriesKey(kit, CalibrationRow.ALL, "over its twin"), 1, byRound)
              .interval(seed);
      overall.add(
          new CalibrationRow(
              kit.configuration(),
              kit.version(),
              CalibrationRow.ALL,
              CalibrationRow.ALL,
              Double.NaN,
              Double.NaN,
              Double.NaN,
              Double.NaN,
              ratio,
              within(ratio)));
    }
    return new CalibrationDocument(
        CalibrationDocument.SCHEMA,
        jdk,
        RaceRunner.machine(),
        startedAt,
        minutes,
        settings,
        seed,
        sizing,
        overall,
        rows,
        notes,
        forks,
        reference);
  }

  /**
   * Within the tolerance only when the whole interval is ({@link Comparison#TIE}); beyond it when
   * the whole interval is; otherwise the calibration cannot tell, whatever the estimate.
   */
  private static Comparison within(Interval ratio) {
    return TierRule.compare(ratio, TOLERANCE_PERCENT / 100.0);
  }

  private static SortedMap<Integer, Double> paired(
      SortedMap<Integer, Double> kit, SortedMap<Integer, Double> twin) {
    SortedMap<Integer, Double> ratios = new TreeMap<>();
    kit.forEach(
        (round, nanos) -> {
          Double twinned = twin.get(round);
          if (twinned != null) {
            ratios.put(round, nanos / twinned);
          }
        });
    return ratios;
  }

  /** The geometric mean of each round's ratios, in rounds that have all of them. */
  private static SortedMap<Integer, Double> overRounds(List<SortedMap<Integer, Double>> ratios) {
    SortedMap<Integer, Double> byRound = new TreeMap<>();
    if (ratios.isEmpty()) {
      return byRound;
    }
    for (Integer round : ratios.get(0).keySet()) {
      if (ratios.stream().allMatch(r -> r.containsKey(round))) {
        byRound.put(
            round,
            Math.exp(ratios.stream().mapToDouble(r -> Math.log(r.get(round))).average().orElse(0)));
      }
    }
    return byRound;
  }

  private static double geometricMean(SortedMap<Integer, Double> values) {
    return Math.exp(values.values().stream().mapToDouble(Math::log).average().orElse(Double.NaN));
  }

  private static List<Double> allocated(
      ForkTable table, Entrant entrant, Payload payload, String benchmark) {
    return table.forks(entrant, payload.id(), benchmark).values().stream()
        .map(ForkSample::allocatedBytesPerOp)
        .toList();
  }
}
