package io.serialtck.report;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.List;

/**
 * A small results document with a bit of everything a report must show: three configurations, all
 * three categories, rows every configuration answers alike, a CORRUPTED property cell with its
 * minimal case, a harness error and a detail that tries to break out of the page.
 */
public final class SampleResults {

  /** The detail of {@code lib-b › hostile-detail › roundtrip}. */
  public static final String HOSTILE_DETAIL =
      "read: boom </script><script>alert('x')</script> <!-- \"quoted\", comma & <b>bold</b>";

  /** The detail of {@code lib-b › safety › roundtrip}, the CORRUPTED property cell. */
  public static final String SAFETY_DETAIL =
      "random evolution chains never corrupt silently: failed in 2 of 20 tries; worst CORRUPTED";

  /** The minimal case of {@code lib-b › safety › roundtrip}. */
  public static final String SAFETY_MINIMAL_CASE =
      """
      seed 45
        v1: class Sample implements Serializable { private List<String> f3; }
        steps: field-removed (v2 no longer declares field f3)
        v2: class Sample implements Serializable { }
        v1 writes: Sample{f3=ArrayList["a", "b"]}
        it gives: backward: f3: expected <absent>, got ArrayList["a", "b"]""";

  private static final Side V1 = new Side("17.0.15", "1.0", "v1");
  private static final Side V2 = new Side("17.0.15", "1.0", "v2");

  private SampleResults() {}

  public static ResultsDocument document() {
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 1234, "17.0.15", 42),
        List.of(
            new ResultsDocument.Configuration("lib-a", "g:a", "1.0", "plain", List.of()),
            new ResultsDocument.Configuration("lib-b", "g:b", "2.0", "other, \"odd\"", List.of()),
            new ResultsDocument.Configuration("lib-c", "g:c", "3.0", "third", List.of())),
        List.of(
            cell("lib-a", "enum", "flexibility", Outcome.PASS, ""),
            cell("lib-b", "enum", "flexibility", Outcome.PASS, ""),
            cell("lib-c", "enum", "flexibility", Outcome.PASS, ""),
            cell("lib-a", "optional", "flexibility", Outcome.PASS, ""),
            cell("lib-b", "optional", "flexibility", Outcome.LOSSY, "value: expected 1, got 0"),
            cell("lib-c", "optional", "flexibility", Outcome.REJECTED, "write: no, it said"),
            cell("lib-a", "hostile-detail", "flexibility", Outcome.PASS, ""),
            cell("lib-b", "hostile-detail", "flexibility", Outcome.REJECTED, HOSTILE_DETAIL),
            cell("lib-c", "hostile-detail", "flexibility", Outcome.PASS, ""),
            evolution("lib-a", "field-added", Direction.BACKWARD, Outcome.PASS, ""),
            evolution("lib-b", "field-added", Direction.BACKWARD, Outcome.PASS, ""),
            evolution("lib-c", "field-added", Direction.BACKWARD, Outcome.PASS, ""),
            evolution("lib-a", "field-added", Direction.FORWARD, Outcome.REJECTED, "read: x"),
            evolution("lib-b", "field-added", Direction.FORWARD, Outcome.CORRUPTED, "f: 1 ≠ 2"),
            evolution("lib-c", "field-added", Direction.FORWARD, Outcome.PASS, ""),
            evolution("lib-a", "field-removed", Direction.BACKWARD, Outcome.PASS, ""),
            evolution("lib-b", "field-removed", Direction.BACKWARD, Outcome.PASS, ""),
            CellResult.builder("lib-c", "evolution", "field-removed", Direction.BACKWARD)
                .outcome(Outcome.SKIPPED)
                .detail("harness error at DEFINE: boom")
                .writer(V1)
                .reader(V2)
                .harnessError(true)
                .durationMicros(5)
                .build(),
            cell("lib-a", "safety", "property", Outcome.PASS, "held for 20 tries"),
            CellResult.builder("lib-b", "property", "safety", Direction.ROUNDTRIP)
                .outcome(Outcome.CORRUPTED)
                .detail(SAFETY_DETAIL)
                .writer(V1)
                .reader(V2)
                .durationMicros(2_000_000)
                .minimalCase(SAFETY_MINIMAL_CASE)
                .build(),
            cell("lib-c", "safety", "property", Outcome.PASS, "held for 20 tries")),
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  private static CellResult cell(
      String configuration, String scenario, String category, Outcome outcome, String detail) {
    return CellResult.builder(configuration, category, scenario, Direction.ROUNDTRIP)
        .outcome(outcome)
        .detail(detail)
        .sides(V1)
        .durationMicros(7)
        .build();
  }

  private static CellResult evolution(
      String configuration, String scenario, Direction direction, Outcome outcome, String detail) {
    Side writer = direction == Direction.BACKWARD ? V1 : V2;
    Side reader = direction == Direction.BACKWARD ? V2 : V1;
    return CellResult.builder(configuration, "evolution", scenario, direction)
        .outcome(outcome)
        .detail(detail)
        .writer(writer)
        .reader(reader)
        .durationMicros(9)
        .build();
  }
}
