package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.race.stats.Comparison;
import io.serialtck.tck.race.stats.Interval;
import io.serialtck.tck.race.stats.RoundSeries;
import io.serialtck.tck.race.stats.TierRule;
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
    RaceRunner.Measured measured =
        RaceRunner.measure(
            jdk,
            outDir,
            RaceMode.CALIBRATE,
            payloads,
            entrants,
            timeout,
            workerHeap,
            listener,
            schedule);
    CalibrationDocument document =
        of(
            jdk.version(),
            measured.startedAt().toString(),
            Math.round((System.nanoTime() - measured.startedNanos()) / 6e8) / 100.0,
            schedule.seed(),
            RaceMode.CALIBRATE.settings(),
            measured.sizing(),
            payloads,
            entrants,
            measured.forks());
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
    ForkTable table = new ForkTable(forks);
    List<CalibrationRow> overall = new ArrayList<>();
    List<CalibrationRow> rows = new ArrayList<>();
    Map<String, String> notes = new LinkedHashMap<>();
    for (Entrant kit : entrants) {
      if (kit.twin()) {
        continue;
      }
      Entrant twin = kit.asTwin();
      List<SortedMap<Integer, Double>> ratios = new ArrayList<>();
      for (Payload payload : payloads) {
        for (String benchmark : BENCHMARKS) {
          SortedMap<Integer, Double> kitNanos = table.nanos(kit, payload.id(), benchmark);
          SortedMap<Integer, Double> twinNanos = table.nanos(twin, payload.id(), benchmark);
          SortedMap<Integer, Double> paired = paired(kitNanos, twinNanos);
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
        notes.put(kit.configuration(), "no payload timed both through the kit and by its twin");
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
        forks);
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
