package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.race.engine.stats.RoundSeries;
import io.serialtck.race.engine.stats.TierRule;
import io.serialtck.race.engine.stats.Tiers;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The race's rows: each entrant's check and timings per payload (function criteria aside: {@link
 * LambdaRows}). A time is the geometric mean of its forks with its interval over the rounds; its
 * ratio divides it by the hand-written time of the same benchmark and payload in the same round,
 * and is the geometric mean of those per-round ratios, with its interval; B/op is the median over
 * the forks. With tiers (a full race), each payload's timed rows get their tier on that payload by
 * serialize plus deserialize ratio ({@link Tiers}), the noise band from the A/A copy's interval on
 * that payload.
 */
final class MeasuredRows {

  /** The outcome a row of the arraycopy bound shows: it is a bound, not a serializer. */
  static final String BOUND = "BOUND";

  private static final List<String> BENCHMARKS =
      List.of(
          "serialize",
          "deserialize",
          "deserializeReuse",
          "echo",
          "echoCopy",
          "echoReuse",
          "fileTripStream",
          "fileTripRandomAccess");

  private MeasuredRows() {}

  /**
   * @param points the race's points, by their ids outside rounds
   * @param reports what the race JVMs said of the points that did not simply end, by point id
   * @param forks every fork's results
   * @param seed the race's seed, for the bootstraps
   * @param tiers whether to tier each payload's rows (a full race)
   */
  static List<RaceRow> of(
      List<Entrant> entrants,
      List<Payload> payloads,
      Map<Entrant, Map<String, PayloadCheck>> checks,
      List<RacePoint> points,
      Map<String, PointReport> reports,
      List<ForkSample> forks,
      long seed,
      boolean tiers) {
    ForkTable table = new ForkTable(forks);
    Map<String, PointReport> reportByPoint = new HashMap<>();
    for (RacePoint point : points) {
      reportByPoint.put(
          key(point.entrant(), point.payload().id()),
          reports.getOrDefault(point.id(), PointReport.DONE));
    }
    Entrant handWritten = handWritten(entrants);
    List<RaceRow> rows = new ArrayList<>();
    for (Payload payload : payloads) {
      if (payload.lambda()) {
        continue;
      }
      List<RaceRow> own = new ArrayList<>();
      for (Entrant entrant : entrants) {
        PayloadCheck check = checks.get(entrant).get(payload.id());
        if (entrant.builtIn() && check.outcome() == Outcome.SKIPPED) {
          continue;
        }
        PointReport report =
            reportByPoint.getOrDefault(key(entrant, payload.id()), PointReport.DONE);
        own.add(row(entrant, payload, check, report, table, handWritten, seed));
      }
      rows.addAll(tiers ? tiered(own, payload.id(), table, entrants, handWritten, seed) : own);
    }
    List<RaceRow> ordered = new ArrayList<>();
    for (Entrant entrant : entrants) {
      for (RaceRow row : rows) {
        if (row.configuration().equals(entrant.configuration())
            && java.util.Objects.equals(row.version(), entrant.version())) {
          ordered.add(row);
        }
      }
    }
    return ordered;
  }

  /** The hand-written entrant, or null when the race has none (a calibration). */
  static Entrant handWritten(List<Entrant> entrants) {
    return entrants.stream()
        .filter(e -> e.configuration().equals(RaceDocument.HAND_WRITTEN))
        .findFirst()
        .orElse(null);
  }

  /** Whether an entrant's rows are tiered: a serializer, not a control, bound or twin. */
  static boolean ranked(Entrant entrant) {
    return !entrant.twin()
        && !entrant.configuration().equals(RaceDocument.HAND_WRITTEN_COPY)
        && !entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND);
  }

  private static RaceRow row(
      Entrant entrant,
      Payload payload,
      PayloadCheck check,
      PointReport report,
      ForkTable table,
      Entrant handWritten,
      long seed) {
    Timed timed = Timed.of(entrant, payload.id(), table, handWritten, seed);
    String detail =
        !check.intact()
            ? "not timed: " + check.detail()
            : !timed.complete() && report.failure() != null
                ? "not timed: JMH failed: " + report.failure()
                : check.detail();
    Map<String, String> untimed = new LinkedHashMap<>(report.missing());
    untimed.remove("serialize");
    untimed.remove("deserialize");
    return timed.row(
        entrant.configuration(),
        entrant.library(),
        entrant.version(),
        payload.id(),
        entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND)
            ? BOUND
            : check.outcome().name(),
        detail,
        check.weight(),
        untimed);
  }

  /**
   * The rows of a race whose forks changed (rounds pooled from several races, {@link RacePool}):
   * each row's check, size, detail and reasons kept, its timings, ratio and tier recomputed from
   * {@code forks}.
   *
   * @param rows the rows of the first race, in its order of entrants
   * @param payloadIds the race's payloads, lambdas aside
   */
  static List<RaceRow> retimed(
      List<RaceRow> rows, List<String> payloadIds, List<ForkSample> forks, long seed) {
    ForkTable table = new ForkTable(forks);
    Map<String, Entrant> entrants = new LinkedHashMap<>();
    for (RaceRow row : rows) {
      entrants.computeIfAbsent(
          entrantKey(row),
          key ->
              new Entrant(
                  row.configuration(), row.library(), row.version(), List.of(), List.of(), false));
    }
    List<Entrant> inOrder = List.copyOf(entrants.values());
    Entrant handWritten = handWritten(inOrder);
    Map<String, RaceRow> byKey = new HashMap<>();
    for (String payload : payloadIds) {
      List<RaceRow> own = new ArrayList<>();
      for (RaceRow row : rows) {
        if (row.payload().equals(payload)) {
          own.add(
              Timed.of(entrants.get(entrantKey(row)), payload, table, handWritten, seed)
                  .row(
                      row.configuration(),
                      row.library(),
                      row.version(),
                      payload,
                      row.outcome(),
                      row.detail(),
                      row.weight(),
                      row.untimed()));
        }
      }
      tiered(own, payload, table, inOrder, handWritten, seed)
          .forEach(row -> byKey.put(entrantKey(row) + "\u0000" + payload, row));
    }
    return rows.stream()
        .map(row -> byKey.get(entrantKey(row) + "\u0000" + row.payload()))
        .filter(java.util.Objects::nonNull)
        .toList();
  }

  private static String entrantKey(RaceRow row) {
    return row.configuration() + "\u0000" + row.version();
  }

  /** An entrant's timings on one payload and its serialize-plus-deserialize ratio. */
  private record Timed(Map<String, Timing> timings, Interval speed) {

    static Timed of(
        Entrant entrant, String payload, ForkTable table, Entrant handWritten, long seed) {
      Map<String, Timing> timings = new HashMap<>();
      for (String benchmark : BENCHMARKS) {
        Timing timing = timing(entrant, payload, benchmark, table, handWritten, seed);
        if (timing != null) {
          timings.put(benchmark, timing);
        }
      }
      Interval speed = null;
      if (timings.containsKey("serialize")
          && timings.containsKey("deserialize")
          && handWritten != null) {
        SortedMap<Integer, Double> ratios =
            table.serializeAndDeserialize(entrant, payload, handWritten);
        if (!ratios.isEmpty()) {
          speed = new RoundSeries(seriesKey(entrant, payload, "speed"), 1, ratios).interval(seed);
        }
      }
      return new Timed(timings, speed);
    }

    boolean complete() {
      return timings.containsKey("serialize") && timings.containsKey("deserialize");
    }

    RaceRow row(
        String configuration,
        String library,
        String version,
        String payload,
        String outcome,
        String detail,
        io.serialtck.tck.Weight weight,
        Map<String, String> untimed) {
      boolean complete = complete();
      return new RaceRow(
          configuration,
          library,
          version,
          payload,
          outcome,
          detail,
          weight,
          complete ? timings.get("serialize") : null,
          complete ? timings.get("deserialize") : null,
          timings.get("deserializeReuse"),
          timings.get("echo"),
          timings.get("echoCopy"),
          timings.get("echoReuse"),
          timings.get("fileTripStream"),
          timings.get("fileTripRandomAccess"),
          untimed,
          speed,
          null);
    }
  }

  private static Timing timing(
      Entrant entrant,
      String payload,
      String benchmark,
      ForkTable table,
      Entrant handWritten,
      long seed) {
    SortedMap<Integer, ForkSample> forks = table.forks(entrant, payload, benchmark);
    if (forks.isEmpty()) {
      return null;
    }
    RoundSeries own =
        new RoundSeries(
            seriesKey(entrant, payload, benchmark), 1, table.nanos(entrant, payload, benchmark));
    Interval nanos = own.interval(seed);
    Interval ratio = null;
    if (handWritten != null) {
      SortedMap<Integer, Double> base = table.nanos(handWritten, payload, benchmark);
      RoundSeries yardstick = new RoundSeries(seriesKey(handWritten, payload, benchmark), 1, base);
      if (!base.isEmpty() && own.sharesRoundWith(yardstick)) {
        ratio = own.over(yardstick, seed);
      }
    }
    double allocated =
        median(forks.values().stream().map(ForkSample::allocatedBytesPerOp).toList());
    return new Timing(
        nanos.estimate(),
        null,
        allocated,
        ratio == null ? null : ratio.estimate(),
        nanos,
        ratio,
        forks.size());
  }

  /** The payload's rows with their tiers on it. */
  private static List<RaceRow> tiered(
      List<RaceRow> rows,
      String payload,
      ForkTable table,
      List<Entrant> entrants,
      Entrant handWritten,
      long seed) {
    if (handWritten == null) {
      return rows;
    }
    Interval control =
        rows.stream()
            .filter(row -> row.configuration().equals(RaceDocument.HAND_WRITTEN_COPY))
            .map(RaceRow::speed)
            .filter(speed -> speed != null)
            .findFirst()
            .orElse(null);
    List<RoundSeries> series = new ArrayList<>();
    Map<String, Entrant> byKey = new HashMap<>();
    for (Entrant entrant : entrants) {
      if (!ranked(entrant)) {
        continue;
      }
      SortedMap<Integer, Double> ratios =
          table.serializeAndDeserialize(entrant, payload, handWritten);
      if (!ratios.isEmpty()) {
        String key = seriesKey(entrant, payload, "speed");
        series.add(new RoundSeries(key, 1, new TreeMap<>(ratios)));
        byKey.put(entrant.configuration() + "\u0000" + entrant.version(), entrant);
      }
    }
    Map<String, Integer> tiers = Tiers.of(series, TierRule.delta(control), seed);
    List<RaceRow> withTiers = new ArrayList<>();
    for (RaceRow row : rows) {
      Entrant entrant = byKey.get(row.configuration() + "\u0000" + row.version());
      Integer tier =
          entrant == null || !row.timed() ? null : tiers.get(seriesKey(entrant, payload, "speed"));
      withTiers.add(row.withTier(tier));
    }
    return withTiers;
  }

  /** The key of a series: its bootstrap is seeded with the race's seed and this. */
  static String seriesKey(Entrant entrant, String payload, String figure) {
    return entrant.configuration() + " " + entrant.version() + " " + payload + " " + figure;
  }

  private static String key(Entrant entrant, String payload) {
    return entrant.label() + "\u0000" + entrant.configuration() + "\u0000" + payload;
  }

  static double median(List<Double> values) {
    if (values.isEmpty()) {
      return 0;
    }
    List<Double> sorted = values.stream().sorted().toList();
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
