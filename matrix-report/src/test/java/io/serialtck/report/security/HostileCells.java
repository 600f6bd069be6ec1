package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Synthetic {@code hostile} cells and documents holding them, as a run would record them. */
final class HostileCells {

  static final String SECURE = "kryo.setRegistrationRequired(true)";
  static final Side SIDE = new Side("17.0.15", "1.0", "v1");

  private HostileCells() {}

  /** A malformed-input cell whose worst input is {@code worstLength} bytes (-1: none). */
  static CellResult malformed(
      String configuration,
      String family,
      Outcome outcome,
      String mode,
      int worstLength,
      String hex) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    counts.put("PASS", 40);
    if (outcome != Outcome.PASS) {
      counts.put(outcome.name(), 2);
    }
    return malformed(
        configuration,
        family,
        outcome,
        mode,
        new HostileFacts(42, counts, 1_000, 100, worstLength, hex, null, null));
  }

  static CellResult malformed(
      String configuration, String family, Outcome outcome, String mode, HostileFacts facts) {
    return CellResult.builder(configuration, "hostile", "malformed:" + family, Direction.ROUNDTRIP)
        .outcome(outcome)
        .detail(outcome == Outcome.PASS ? "" : "an input did " + outcome)
        .sides(SIDE)
        .durationMicros(10)
        .mode(mode)
        .hostile(facts)
        .build();
  }

  /** A canary cell at the configuration's own settings. */
  static CellResult canary(String configuration, String place, Outcome outcome, String... canary) {
    return canaryCell(
        configuration, "canary:" + place, outcome, List.of(canary), "the configuration's own");
  }

  /** A canary cell at the secure settings {@link #SECURE}. */
  static CellResult secure(String configuration, String place, Outcome outcome, String... canary) {
    return canaryCell(configuration, "canary-secure:" + place, outcome, List.of(canary), SECURE);
  }

  /** A canary cell at secure settings that the configuration does not have. */
  static CellResult secureSkipped(String configuration, String place) {
    return CellResult.builder(
            configuration, "hostile", "canary-secure:" + place, Direction.ROUNDTRIP)
        .outcome(Outcome.SKIPPED)
        .detail("no secure settings: " + configuration + " does not implement SecureSettings")
        .sides(SIDE)
        .durationMicros(10)
        .build();
  }

  private static CellResult canaryCell(
      String configuration, String scenario, Outcome outcome, List<String> canary, String at) {
    return CellResult.builder(configuration, "hostile", scenario, Direction.ROUNDTRIP)
        .outcome(outcome)
        .detail(
            outcome == Outcome.REJECTED
                ? "read: com.example.LibException: class not registered"
                : "")
        .sides(SIDE)
        .durationMicros(10)
        .mode(outcome == Outcome.RAN_UNASKED ? String.join(", ", canary) : "")
        .hostile(new HostileFacts(1, Map.of(outcome.name(), 1), -1, 0, -1, null, canary, at))
        .build();
  }

  /** A document of one configuration, {@code lib}, with these cells and a flexibility cell. */
  static ResultsDocument document(List<CellResult> cells) {
    return document("plain", cells);
  }

  static ResultsDocument document(String description, List<CellResult> cells) {
    List<CellResult> all = new ArrayList<>(cells);
    all.add(
        CellResult.builder("lib", "flexibility", "enum", Direction.ROUNDTRIP)
            .outcome(Outcome.PASS)
            .detail("")
            .sides(SIDE)
            .durationMicros(7)
            .build());
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 1234, "17.0.15", 42),
        List.of(new ResultsDocument.Configuration("lib", "g:lib", "1.0", description, List.of())),
        all,
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  /** The advice of configuration {@code lib} with these cells. */
  static String advice(CellResult... cells) {
    return SecurityTables.of(document(List.of(cells))).get(0).advice();
  }
}
