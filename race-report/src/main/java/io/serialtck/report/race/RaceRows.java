package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A race document as the reports walk it: its series in the order they first appear, and each
 * payload's rows: in a full race by tier (alphabetical within a tier), in a quick race in race
 * order (it ranks nothing), in a race before schema 3 from fastest to slowest as it was measured.
 */
final class RaceRows {

  /**
   * Fastest first by serialize plus deserialize time; the rows not timed after them, smallest
   * first, so that a weighing alone reads from smallest to largest.
   */
  static final Comparator<RaceRow> FASTEST_FIRST =
      Comparator.comparing((RaceRow row) -> !row.timed())
          .thenComparingDouble(row -> row.timed() ? row.serializeAndDeserializeNanos() : 0)
          .thenComparingLong(row -> row.weight() == null ? Long.MAX_VALUE : row.weight().bytes());

  private final RaceDocument document;
  private final Map<String, RaceSeries> series;

  private RaceRows(RaceDocument document, Map<String, RaceSeries> series) {
    this.document = document;
    this.series = series;
  }

  static RaceRows of(RaceDocument document) {
    Map<String, Set<String>> versions = new HashMap<>();
    for (RaceRow row : document.rows()) {
      versions.computeIfAbsent(row.configuration(), k -> new LinkedHashSet<>()).add(version(row));
    }
    Map<String, RaceSeries> series = new LinkedHashMap<>();
    for (RaceRow row : document.rows()) {
      series.computeIfAbsent(
          key(row),
          k -> {
            boolean upgraded = versions.get(row.configuration()).size() > 1;
            String label =
                upgraded ? row.configuration() + " " + version(row) : row.configuration();
            boolean yardstick =
                row.configuration().equals(RaceDocument.HAND_WRITTEN)
                    || row.configuration().equals(RaceDocument.ARRAYCOPY_BOUND);
            int ordinal =
                yardstick
                    ? -1
                    : (int) series.values().stream().filter(s -> s.ordinal() >= 0).count();
            return new RaceSeries(row.configuration(), version(row), label, ordinal);
          });
    }
    return new RaceRows(document, series);
  }

  RaceDocument document() {
    return document;
  }

  /** Whether the race tiered its rows: a full race of schema 3 on. */
  boolean tiered() {
    return document.rows().stream().anyMatch(row -> row.tier() != null);
  }

  /** Whether anything was timed; a weighing alone has sizes only. */
  boolean raced() {
    return document.rows().stream().anyMatch(RaceRow::timed);
  }

  List<RaceSeries> series() {
    return List.copyOf(series.values());
  }

  RaceSeries seriesOf(RaceRow row) {
    return series.get(key(row));
  }

  /** What the reports call a configuration at a version: its series' label, else its id. */
  String label(String configuration, String version) {
    RaceSeries found =
        series.get(configuration + "\u0000" + Objects.requireNonNullElse(version, ""));
    return found == null ? configuration : found.label();
  }

  /** The payloads that have rows, in report order. */
  List<RacePayload> payloads() {
    return document.payloads().stream()
        .filter(payload -> document.rows().stream().anyMatch(row -> of(row, payload)))
        .toList();
  }

  /** The session payloads that have rows, smallest first. */
  List<RacePayload> sessionPayloads() {
    return payloads().stream()
        .filter(RacePayload::session)
        .sorted(Comparator.comparingLong(RacePayload::sessionBytes))
        .toList();
  }

  /**
   * A payload's rows, fastest first, except that the versions of an upgraded configuration follow
   * each other where its faster version ranks, so that they are read side by side.
   */
  List<RaceRow> rows(RacePayload payload) {
    List<RaceRow> rows = new ArrayList<>();
    document.rows().stream().filter(row -> of(row, payload)).forEach(rows::add);
    rows.sort(order());
    Map<String, List<RaceRow>> byConfiguration = new LinkedHashMap<>();
    rows.forEach(
        row ->
            byConfiguration.computeIfAbsent(row.configuration(), k -> new ArrayList<>()).add(row));
    return byConfiguration.values().stream().flatMap(List::stream).toList();
  }

  /** The order of a payload's rows, as the class comment says. */
  private Comparator<RaceRow> order() {
    Comparator<RaceRow> untimedLast =
        Comparator.comparing((RaceRow row) -> !row.timed())
            .thenComparingLong(
                row -> row.timed() || row.weight() == null ? Long.MAX_VALUE : row.weight().bytes());
    if (tiered()) {
      return untimedLast
          .thenComparing(row -> row.tier() == null)
          .thenComparingInt(row -> row.tier() == null ? 0 : row.tier())
          .thenComparing(row -> row.tier() == null ? "" : seriesOf(row).label());
    }
    if (!document.forks().isEmpty()) {
      return untimedLast;
    }
    return FASTEST_FIRST;
  }

  Optional<RaceRow> row(RaceSeries series, RacePayload payload) {
    return document.rows().stream()
        .filter(row -> of(row, payload) && seriesOf(row).equals(series))
        .findFirst();
  }

  private static boolean of(RaceRow row, RacePayload payload) {
    return row.payload().equals(payload.id());
  }

  private static String key(RaceRow row) {
    return row.configuration() + "\u0000" + version(row);
  }

  private static String version(RaceRow row) {
    return Objects.requireNonNullElse(row.version(), "");
  }
}
