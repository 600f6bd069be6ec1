package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The race's rows: each entrant's check and timings per payload (function criteria aside: {@link
 * LambdaRows}), every time with its ratio to the hand-written baseline's time of the same benchmark
 * and payload.
 */
final class RaceRows {

  /** The outcome a row of the arraycopy bound shows: it is a bound, not a serializer. */
  static final String BOUND = "BOUND";

  private RaceRows() {}

  static List<RaceRow> of(
      List<Entrant> entrants,
      List<Payload> payloads,
      Map<Entrant, Map<String, PayloadCheck>> checks,
      List<RacePoint> points,
      Map<String, PointReport> reports,
      Path folder) {
    Map<Point, Map<String, Timing>> timings = new HashMap<>();
    Map<Point, PointReport> reportByPoint = new HashMap<>();
    for (RacePoint point : points) {
      Point key = new Point(point.entrant(), point.payload().id());
      timings.put(key, JmhResults.read(folder.resolve(point.id() + ".json")));
      reportByPoint.put(key, reports.getOrDefault(point.id(), PointReport.DONE));
    }
    Entrant handWritten =
        entrants.stream()
            .filter(e -> e.configuration().equals(RaceDocument.HAND_WRITTEN))
            .findFirst()
            .orElse(null);
    List<RaceRow> rows = new ArrayList<>();
    for (Entrant entrant : entrants) {
      for (Payload payload : payloads) {
        if (payload.lambda()) {
          continue;
        }
        PayloadCheck check = checks.get(entrant).get(payload.id());
        if (entrant.builtIn() && check.outcome() == Outcome.SKIPPED) {
          continue;
        }
        Point key = new Point(entrant, payload.id());
        Map<String, Timing> timed = timings.getOrDefault(key, Map.of());
        Map<String, Timing> baseline =
            timings.getOrDefault(new Point(handWritten, payload.id()), Map.of());
        Map<String, Timing> withRatios = new HashMap<>();
        timed.forEach(
            (name, timing) -> withRatios.put(name, withRatio(timing, baseline.get(name))));
        Timing serialize = withRatios.get("serialize");
        Timing deserialize = withRatios.get("deserialize");
        boolean complete = serialize != null && deserialize != null;
        PointReport report = reportByPoint.getOrDefault(key, PointReport.DONE);
        String detail =
            !check.intact()
                ? "not timed: " + check.detail()
                : !complete && report.failure() != null
                    ? "not timed: JMH failed: " + report.failure()
                    : check.detail();
        Map<String, String> untimed = new LinkedHashMap<>(report.missing());
        untimed.remove("serialize");
        untimed.remove("deserialize");
        rows.add(
            new RaceRow(
                entrant.configuration(),
                entrant.library(),
                entrant.version(),
                payload.id(),
                entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND)
                    ? BOUND
                    : check.outcome().name(),
                detail,
                check.weight(),
                complete ? serialize : null,
                complete ? deserialize : null,
                withRatios.get("deserializeReuse"),
                withRatios.get("echo"),
                withRatios.get("echoCopy"),
                withRatios.get("echoReuse"),
                withRatios.get("fileTripStream"),
                withRatios.get("fileTripRandomAccess"),
                untimed));
      }
    }
    return rows;
  }

  /** An entrant's point on one payload. */
  private record Point(Entrant entrant, String payload) {}

  private static Timing withRatio(Timing timing, Timing baseline) {
    if (timing == null) {
      return null;
    }
    Double ratio =
        baseline == null || baseline.nanosPerOp() <= 0
            ? null
            : timing.nanosPerOp() / baseline.nanosPerOp();
    return new Timing(timing.nanosPerOp(), timing.error(), timing.allocatedBytesPerOp(), ratio);
  }
}
