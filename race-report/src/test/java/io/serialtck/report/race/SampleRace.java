package io.serialtck.report.race;

import io.serialtck.race.engine.AaControl;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.LambdaRow;
import io.serialtck.race.engine.Latency;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Sizing;
import io.serialtck.race.engine.Standing;
import io.serialtck.race.engine.Timing;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.tck.Weight;
import java.util.List;
import java.util.Map;

/**
 * A small race: the two baselines, {@code lib-a} (its TestObject LOSSY, not timed) and {@code
 * kryo-default} at two versions (5.5.0 REJECTED its TestObject, unweighed), over two session
 * payloads and TestObject; and the same rows weighed but not timed.
 */
public final class SampleRace {

  public static final String LOSSY_DETAIL =
      "roundtrip: TestObject.when: expected 2026-01-01, got null | with a pipe";
  public static final String REJECTED_DETAIL =
      "write: com.esotericsoftware.kryo.KryoException: Class is not registered: TestObject";

  private static final List<RacePayload> PAYLOADS =
      List.of(
          new RacePayload("session-0B", 0),
          new RacePayload("session-1KB", 1024),
          new RacePayload("TestObject", -1));

  private SampleRace() {}

  public static RaceDocument document() {
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17.0.15",
        "2 cores, Linux amd64",
        "2026-11-23T09:00:00Z",
        12.5,
        new RaceSettings("full", 2, 3, 1000, 5, 2000),
        Weight.DEFLATE,
        PAYLOADS,
        List.of(
            row(
                "hand-written",
                "0.1",
                "session-0B",
                w(10, 18),
                t(20, 0.5, 24, 1.0),
                t(30, 1.25, 48, 1.0)),
            row(
                "hand-written",
                "0.1",
                "session-1KB",
                w(1040, 1000),
                t(250, 5.0, 1100, 1.0),
                t(400, 10.0, 2200, 1.0)),
            row(
                "hand-written",
                "0.1",
                "TestObject",
                w(120, 100),
                t(80, 2.0, 200, 1.0),
                t(120, 3.0, 300, 1.0)),
            row(
                "arraycopy-bound",
                "17",
                "session-0B",
                w(10, 18),
                t(5, null, 0, 0.25),
                t(6, null, 0, 0.2)),
            row(
                "arraycopy-bound",
                "17",
                "session-1KB",
                w(1040, 1000),
                t(100, 1.0, 1040, 0.4),
                t(110, 1.0, 1040, 0.275)),
            row(
                "lib-a",
                "1.0",
                "session-0B",
                w(35, 43),
                t(36.04, 1.234, 96, 1.802),
                t(90, 4.5, 300, 3.0)),
            row(
                "lib-a",
                "1.0",
                "session-1KB",
                w(12345, 2345),
                t(12345.6, 123.4, 15000, 49.3824),
                t(23456.7, 1000.0, 30000, 58.64)),
            untimed("lib-a", "1.0", "TestObject", "LOSSY", LOSSY_DETAIL, w(150, 130)),
            row(
                "kryo-default",
                "5.5.0",
                "session-0B",
                w(4, 12),
                t(30, 1.0, 64, 1.5),
                t(45, 2.0, 128, 1.5)),
            row(
                "kryo-default",
                "5.5.0",
                "session-1KB",
                w(1030, 990),
                t(300, 10.0, 2000, 1.2),
                t(500, 20.0, 3000, 1.25)),
            untimed("kryo-default", "5.5.0", "TestObject", "REJECTED", REJECTED_DETAIL, null),
            row(
                "kryo-default",
                "5.6.2",
                "session-0B",
                w(4, 12),
                t(25, 1.0, 64, 1.25),
                t(40, 2.0, 128, 1.3333)),
            row(
                "kryo-default",
                "5.6.2",
                "session-1KB",
                w(1030, 990),
                t(280, 9.0, 1900, 1.12),
                t(450, 15.0, 2900, 1.125)),
            row(
                "kryo-default",
                "5.6.2",
                "TestObject",
                w(60, 70),
                t(70, 1.0, 150, 0.875),
                t(100, 2.0, 250, 0.8333))));
  }

  public static final String NO_REUSE = "no reuse: lib-b does not implement ReusingReader";

  /**
   * A quick race (no forks) of TopOfBook and TestObject with everything beyond serialize and
   * deserialize: hand-written reuses, echoes and trips to a file; {@code lib-b} has no reuse and
   * its echo with a copy costs 30 ns more than its echo; two lambda rows, one timed and one not.
   */
  public static RaceDocument withMoreMeasurements() {
    Timing ser = t(20, 1.0, 48, 1.0);
    RaceRow handTop =
        new RaceRow(
            "hand-written",
            "g:hand-written",
            "0.1",
            "TopOfBook",
            "PASS",
            "",
            w(60, 50),
            ser,
            ser,
            t(10, 0.5, 40, 1.0),
            t(40, 1.0, 100, 1.0),
            t(50, 1.0, 140, 1.0),
            t(30, 1.0, 60, 1.0),
            null,
            null,
            Map.of());
    RaceRow libTop =
        new RaceRow(
            "lib-b",
            "g:lib-b",
            "2.0",
            "TopOfBook",
            "PASS",
            "",
            w(80, 70),
            t(40, 1.0, 96, 2.0),
            t(60, 1.0, 200, 3.0),
            null,
            t(120, 2.0, 300, 3.0),
            t(150, 2.0, 344, 3.0),
            null,
            null,
            null,
            Map.of("deserializeReuse", NO_REUSE, "echoReuse", NO_REUSE));
    RaceRow handObject =
        new RaceRow(
            "hand-written",
            "g:hand-written",
            "0.1",
            "TestObject",
            "PASS",
            "",
            w(120, 100),
            ser,
            ser,
            null,
            null,
            null,
            null,
            t(9000, 100.0, 9000, 1.0),
            t(6000, 100.0, 500, 1.0),
            Map.of());
    RaceRow libObject =
        new RaceRow(
            "lib-b",
            "g:lib-b",
            "2.0",
            "TestObject",
            "PASS",
            "",
            w(150, 130),
            ser,
            ser,
            null,
            null,
            null,
            null,
            t(18000, 100.0, 9500, 2.0),
            null,
            Map.of(
                "fileTripRandomAccess",
                "java.io.IOException: disk full",
                "deserializeReuse",
                NO_REUSE));
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17.0.15",
        "2 cores, Linux amd64",
        "2026-11-23T09:00:00Z",
        2.5,
        new RaceSettings("quick", 0, 1, 100, 2, 100),
        Weight.DEFLATE,
        List.of(new RacePayload("TestObject", -1), new RacePayload("TopOfBook", -1)),
        List.of(handObject, handTop, libObject, libTop),
        List.of(
            new LambdaRow(
                "hand-written",
                "g:hand-written",
                "0.1",
                "lambda-capturing",
                "REJECTED",
                "not timed: hand-written writes only Session, TestObject and TopOfBook",
                null,
                null),
            new LambdaRow(
                "lib-b",
                "g:lib-b",
                "2.0",
                "lambda-capturing",
                "PASS",
                "",
                w(300, 200),
                new Latency(800, 41000, 950, 1200))));
  }

  /**
   * A full race in rounds of TestObject and session-1KB: hand-written, its A/A copy and {@code
   * kryo-default} (tier 2) and {@code fory-consistent} (tier 2 as well: the race cannot tell it
   * from kryo), with intervals, the control, the sizing and the standings.
   */
  public static RaceDocument inRounds() {
    List<RaceRow> rows = new java.util.ArrayList<>();
    for (RacePayload payload :
        List.of(new RacePayload("TestObject", -1), new RacePayload("session-1KB", 1024))) {
      rows.add(rounded("hand-written", "17", payload.id(), 100, 1, 1, 1, 1, 1, 1, 1, 1));
      rows.add(
          rounded(
              "hand-written-copy",
              "17",
              payload.id(),
              101,
              1.01,
              0.97,
              1.05,
              1.01,
              0.97,
              1.05,
              1.01,
              null));
      rows.add(
          rounded("kryo-default", "5.6.2", payload.id(), 200, 2, 1.9, 2.1, 3, 2.8, 3.2, 2.5, 2));
      rows.add(
          rounded(
              "fory-consistent", "1.6.0", payload.id(), 210, 2.1, 1.8, 2.4, 2.6, 2.2, 3, 2.4, 2));
    }
    Interval ratio = new Interval(2.5, 2.3, 2.7);
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17.0.15",
        "2 cores, Linux amd64",
        "2026-11-23T09:00:00Z",
        28.5,
        new RaceSettings("full", 0, 2, 100, 5, 50, 200),
        Weight.DEFLATE,
        List.of(new RacePayload("TestObject", -1), new RacePayload("session-1KB", 1024)),
        rows,
        List.of(),
        42L,
        new Sizing(
            2, 120, 0.061, 0.021, 2, 17, 6, 30, "the budget of 30 minutes had no room for round 7"),
        AaControl.of(new Interval(1.01, 0.98, 1.04)),
        List.of(
            new Standing("hand-written", "17", 2, new Interval(1, 1.0, 1.0), 1),
            new Standing("fory-consistent", "1.6.0", 2, new Interval(2.4, 2.1, 2.8), 2),
            new Standing("kryo-default", "5.6.2", 2, ratio, 2)),
        List.of(
            new ForkSample(
                1,
                3,
                "kryo-default",
                "5.6.2",
                "TestObject",
                "serialize",
                200,
                List.of(198.0, 202.0),
                120,
                0.25),
            new ForkSample(
                1,
                3,
                "kryo-default",
                "5.6.2",
                "TestObject",
                "deserialize",
                300,
                List.of(298.0, 302.0),
                160,
                0.25),
            new ForkSample(
                1,
                1,
                "hand-written",
                "17",
                "TestObject",
                "serialize",
                100,
                List.of(99.0, 101.0),
                60,
                0.05)));
  }

  private static RaceRow rounded(
      String configuration,
      String version,
      String payload,
      double nanos,
      double serialize,
      double serializeLow,
      double serializeHigh,
      double deserialize,
      double deserializeLow,
      double deserializeHigh,
      double speed,
      Integer tier) {
    Timing ser =
        new Timing(
            nanos,
            null,
            120,
            serialize,
            new Interval(nanos, nanos * 0.95, nanos * 1.05),
            new Interval(serialize, serializeLow, serializeHigh),
            5);
    Timing de =
        new Timing(
            nanos * 1.5,
            null,
            240,
            deserialize,
            new Interval(nanos * 1.5, nanos * 1.4, nanos * 1.6),
            new Interval(deserialize, deserializeLow, deserializeHigh),
            5);
    return new RaceRow(
        configuration,
        "g:" + configuration,
        version,
        payload,
        "PASS",
        "",
        w(100, 90),
        ser,
        de,
        null,
        null,
        null,
        null,
        null,
        null,
        Map.of(),
        new Interval(speed, speed - 0.2, speed + 0.2),
        tier);
  }

  /** The same rows weighed only, as the default run writes them: no times, no JMH settings. */
  public static RaceDocument weighingOnly() {
    RaceDocument race = document();
    return new RaceDocument(
        race.schema(),
        race.jdk(),
        race.machine(),
        race.startedAt(),
        0.5,
        null,
        race.deflate(),
        race.payloads(),
        race.rows().stream()
            .filter(row -> !row.configuration().equals(RaceDocument.ARRAYCOPY_BOUND))
            .map(
                row ->
                    new RaceRow(
                        row.configuration(),
                        row.library(),
                        row.version(),
                        row.payload(),
                        row.outcome(),
                        row.detail(),
                        row.weight(),
                        null,
                        null))
            .toList());
  }

  private static RaceRow row(
      String configuration, String version, String payload, Weight weight, Timing ser, Timing de) {
    return new RaceRow(
        configuration, "g:" + configuration, version, payload, "PASS", "", weight, ser, de);
  }

  private static RaceRow untimed(
      String configuration,
      String version,
      String payload,
      String outcome,
      String detail,
      Weight weight) {
    return new RaceRow(
        configuration, "g:" + configuration, version, payload, outcome, detail, weight, null, null);
  }

  private static Weight w(long bytes, long deflated) {
    return new Weight(bytes, deflated);
  }

  private static Timing t(double nanos, Double error, double allocated, Double ratio) {
    return new Timing(nanos, error, allocated, ratio);
  }
}
