package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The race's rows: each entrant's check and timings per payload, with ratios to the baseline. */
final class RaceRows {

  /** The outcome a row of the arraycopy bound shows: it is a bound, not a serializer. */
  static final String BOUND = "BOUND";

  private RaceRows() {}

  static List<RaceRow> of(
      List<Entrant> entrants,
      List<Payload> payloads,
      Map<Entrant, Map<String, PayloadCheck>> checks,
      List<RacePoint> points,
      Map<String, String> failures,
      Path folder) {
    Map<Point, Map<String, Timing>> timings = new HashMap<>();
    Map<Point, String> failureByPoint = new HashMap<>();
    for (RacePoint point : points) {
      Point key = new Point(point.entrant(), point.payload().id());
      timings.put(key, JmhResults.read(folder.resolve(point.id() + ".json")));
      if (failures.containsKey(point.id())) {
        failureByPoint.put(key, failures.get(point.id()));
      }
    }
    Entrant handWritten =
        entrants.stream()
            .filter(e -> e.configuration().equals(RaceDocument.HAND_WRITTEN))
            .findFirst()
            .orElse(null);
    List<RaceRow> rows = new ArrayList<>();
    for (Entrant entrant : entrants) {
      for (Payload payload : payloads) {
        PayloadCheck check = checks.get(entrant).get(payload.id());
        if (entrant.builtIn() && check.outcome() == Outcome.SKIPPED) {
          continue;
        }
        Point key = new Point(entrant, payload.id());
        Map<String, Timing> timed = timings.getOrDefault(key, Map.of());
        Map<String, Timing> baseline =
            timings.getOrDefault(new Point(handWritten, payload.id()), Map.of());
        Timing serialize = withRatio(timed.get("serialize"), baseline.get("serialize"));
        Timing deserialize = withRatio(timed.get("deserialize"), baseline.get("deserialize"));
        boolean complete = serialize != null && deserialize != null;
        String detail =
            !check.intact()
                ? "not timed: " + check.detail()
                : failureByPoint.containsKey(key)
                    ? "not timed: JMH failed: " + failureByPoint.get(key)
                    : check.detail();
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
                complete ? deserialize : null));
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
