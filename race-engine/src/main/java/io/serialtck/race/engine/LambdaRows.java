package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The race's rows of the function criteria: each entrant's check and sampled round trip, the median
 * of each percentile over the forks that timed it.
 */
final class LambdaRows {

  private LambdaRows() {}

  static List<LambdaRow> of(
      List<Entrant> entrants,
      List<Payload> payloads,
      Map<Entrant, Map<String, PayloadCheck>> checks,
      List<RacePoint> points,
      Map<String, PointReport> reports,
      Map<String, List<Latency>> latencies) {
    Map<String, RacePoint> byKey = new HashMap<>();
    points.forEach(p -> byKey.put(key(p.entrant(), p.payload()), p));
    List<LambdaRow> rows = new ArrayList<>();
    for (Entrant entrant : entrants) {
      for (Payload payload : payloads) {
        if (!payload.lambda()) {
          continue;
        }
        PayloadCheck check = checks.get(entrant).get(payload.id());
        if (entrant.builtIn() && check.outcome() == io.serialtck.verdict.Outcome.SKIPPED) {
          continue;
        }
        RacePoint point = byKey.get(key(entrant, payload));
        Latency latency = point == null ? null : median(latencies.get(point.id()));
        PointReport report =
            point == null ? PointReport.DONE : reports.getOrDefault(point.id(), PointReport.DONE);
        String detail =
            !check.intact()
                ? "not timed: " + check.detail()
                : latency == null
                    ? "not timed: JMH failed: "
                        + (report.failure() == null ? "no result" : report.failure())
                    : check.detail();
        rows.add(
            new LambdaRow(
                entrant.configuration(),
                entrant.library(),
                entrant.version(),
                payload.id(),
                check.outcome().name(),
                detail,
                check.weight(),
                latency));
      }
    }
    return rows;
  }

  /** The median of each percentile over the forks; null without a fork. */
  static Latency median(List<Latency> forks) {
    if (forks == null || forks.isEmpty()) {
      return null;
    }
    return new Latency(
        MeasuredRows.median(forks.stream().map(Latency::p50Nanos).toList()),
        MeasuredRows.median(forks.stream().map(Latency::p9999Nanos).toList()),
        MeasuredRows.median(forks.stream().map(Latency::meanNanos).toList()),
        MeasuredRows.median(forks.stream().map(Latency::allocatedBytesPerOp).toList()));
  }

  private static String key(Entrant entrant, Payload payload) {
    return entrant.label() + "\u0000" + entrant.configuration() + "\u0000" + payload.id();
  }
}
