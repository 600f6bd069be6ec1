package io.serialtck.tck.race;

import java.util.List;

/**
 * {@code calibration.json}: each configuration raced beside its plain twin ({@code ./serialtck race
 * --calibrate}).
 *
 * @param schema the document's schema version
 * @param jdk the version of the JDK it ran on
 * @param machine the machine
 * @param startedAt when it started (ISO-8601)
 * @param minutes how long it took
 * @param settings the pilot's JMH settings
 * @param seed the seed of the rounds' orders and the bootstraps
 * @param sizing how its rounds were sized
 * @param overall one row per configuration over all its payloads and operations, in race order
 * @param rows one per configuration, payload and operation
 * @param notes why a configuration has no ratio (not intact on any payload, no twin), by id
 * @param forks every fork's raw result
 */
public record CalibrationDocument(
    int schema,
    String jdk,
    String machine,
    String startedAt,
    double minutes,
    RaceSettings settings,
    long seed,
    Sizing sizing,
    List<CalibrationRow> overall,
    List<CalibrationRow> rows,
    java.util.Map<String, String> notes,
    List<ForkSample> forks) {

  /** The schema this kit writes. */
  public static final int SCHEMA = 1;

  /** The file name, beside {@code race.json}. */
  public static final String FILE_NAME = "calibration.json";

  public CalibrationDocument {
    overall = List.copyOf(overall);
    rows = List.copyOf(rows);
    notes = java.util.Map.copyOf(notes);
    forks = List.copyOf(forks);
  }
}
