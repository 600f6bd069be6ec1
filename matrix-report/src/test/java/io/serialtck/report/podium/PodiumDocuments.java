package io.serialtck.report.podium;

import io.serialtck.race.engine.AaControl;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Standing;
import io.serialtck.race.engine.Timing;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Small synthetic results and race documents for the podium's tests. */
final class PodiumDocuments {

  private static final Side SIDE = new Side("17", "1.0", "v1");

  private final List<CellResult> cells = new ArrayList<>();
  private final Set<String> configurations = new LinkedHashSet<>();
  private final List<RaceRow> raceRows = new ArrayList<>();
  private final List<Standing> standings = new ArrayList<>();
  private AaControl control = AaControl.of(new Interval(1.0, 0.98, 1.02));
  private String mode = "full";

  /** A full race: hand-written and four configurations on two payloads, in three tiers. */
  static PodiumDocuments fullRace() {
    return new PodiumDocuments()
        .handWritten("session-0B", 10)
        .handWritten("TopOfBook", 100)
        .timed("fast", "session-0B", 12)
        .timed("fast", "TopOfBook", 120)
        .timed("level", "session-0B", 12)
        .timed("level", "TopOfBook", 130)
        .timed("slow", "session-0B", 40)
        .timed("slow", "TopOfBook", 400)
        .timed("partial", "session-0B", 9)
        .standing("hand-written", 1, 1, 1, 1, 2)
        .standing("fast", 1, 1.2, 1.1, 1.3, 2)
        .standing("level", 1, 1.25, 1.15, 1.35, 2)
        .standing("slow", 2, 4, 3.8, 4.2, 2)
        .standing("partial", 3, 0.9, 0.8, 1.0, 1);
  }

  PodiumDocuments flexibility(String configuration, String criterion, Outcome outcome) {
    return add(configuration, criterion, "flexibility", Direction.ROUNDTRIP, outcome, null);
  }

  PodiumDocuments payload(String configuration, String payload, long bytes) {
    return add(
        configuration,
        payload,
        "flexibility",
        Direction.ROUNDTRIP,
        Outcome.PASS,
        new Weight(bytes, bytes / 2));
  }

  PodiumDocuments evolution(String configuration, String scenario, Outcome outcome) {
    return add(configuration, scenario, "evolution", Direction.BACKWARD, outcome, null);
  }

  PodiumDocuments hostile(String configuration, String scenario, Outcome outcome) {
    return add(configuration, scenario, "hostile", Direction.ROUNDTRIP, outcome, null);
  }

  PodiumDocuments interop(String configuration, String scenario, Outcome outcome) {
    return add(configuration, scenario, "interop", Direction.ROUNDTRIP, outcome, null);
  }

  /** A timed race row: serialize and deserialize take {@code nanos} each. */
  PodiumDocuments timed(String configuration, String payload, double nanos) {
    configurations.add(configuration);
    Timing timing = new Timing(nanos, null, 0, null);
    raceRows.add(
        new RaceRow(
            configuration, "g:" + configuration, "1.0", payload, "PASS", "", null, timing, timing));
    return this;
  }

  PodiumDocuments handWritten(String payload, double nanos) {
    Timing timing = new Timing(nanos, null, 0, 1.0);
    raceRows.add(
        new RaceRow(RaceDocument.HAND_WRITTEN, "", "", payload, "PASS", "", null, timing, timing));
    return this;
  }

  /** A full race's standing over all payloads, with its tier and interval. */
  PodiumDocuments standing(
      String configuration, int tier, double ratio, double low, double high, int payloads) {
    return standingAt(configuration, "1.0", tier, ratio, low, high, payloads);
  }

  /** As {@link #standing}, of the library at {@code version} (this run's configurations: 1.0). */
  PodiumDocuments standingAt(
      String configuration,
      String version,
      int tier,
      double ratio,
      double low,
      double high,
      int payloads) {
    standings.add(
        new Standing(configuration, version, payloads, new Interval(ratio, low, high), tier));
    return this;
  }

  /** The race's A/A control came out at this interval. */
  PodiumDocuments control(double ratio, double low, double high) {
    control = AaControl.of(new Interval(ratio, low, high));
    return this;
  }

  /** The race is a quick one. */
  PodiumDocuments quick() {
    mode = "quick";
    return this;
  }

  private PodiumDocuments add(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome,
      Weight weight) {
    configurations.add(configuration);
    cells.add(
        CellResult.builder(configuration, category, scenario, direction)
            .outcome(outcome)
            .detail(outcome == Outcome.PASS ? "" : "read: it differs")
            .sides(SIDE)
            .durationMicros(1)
            .weight(weight)
            .build());
    return this;
  }

  ResultsDocument results() {
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5),
        configurations.stream()
            .map(id -> new ResultsDocument.Configuration(id, "g:" + id, "1.0", id, List.of()))
            .toList(),
        cells,
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  RaceDocument race() {
    Set<String> payloads = new LinkedHashSet<>();
    raceRows.forEach(row -> payloads.add(row.payload()));
    boolean quick = mode.equals("quick");
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17",
        "test",
        "2026-01-01T00:00:00Z",
        1,
        new RaceSettings(mode, 0, 1, 1, 1, 1),
        Weight.DEFLATE,
        payloads.stream().map(id -> new RacePayload(id, -1)).toList(),
        raceRows,
        List.of(),
        7L,
        null,
        quick ? null : control,
        quick ? List.of() : standings,
        List.of(
            new ForkSample(
                1, 1, RaceDocument.HAND_WRITTEN, "", "x", "serialize", 1, List.of(), 0)));
  }
}
