package io.serialtck.race.engine;

import java.util.List;

/**
 * {@code calibration.json}: each configuration raced beside its plain twin ({@code ./serialtck race
 * --calibrate}), or its ratio to the hand-written code under the full race's settings beside the
 * same ratio under long JMH settings ({@code ./serialtck race --check-settings}).
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
 * @param reference what each configuration is set against: {@value Calibration#TWIN} (and in a
 *     schema 1 document) or {@value Calibration#LONG_SETTINGS}
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
    List<ForkSample> forks,
    String reference) {

  /** The schema this kit writes: 2 added {@code reference}. */
  public static final int SCHEMA = 2;

  /** The file name, beside {@code race.json}. */
  public static final String FILE_NAME = "calibration.json";

  public CalibrationDocument {
    overall = List.copyOf(overall);
    rows = List.copyOf(rows);
    notes = java.util.Map.copyOf(notes);
    forks = List.copyOf(forks);
    reference = reference == null ? Calibration.TWIN : reference;
  }

  /** Whether it checks the full race's settings against long ones (not the kit against twins). */
  public boolean checksSettings() {
    return reference.equals(Calibration.LONG_SETTINGS);
  }
}
