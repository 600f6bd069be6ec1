package io.serialtck.tck.race;

import java.util.List;

/**
 * {@code race.json}: the race and the weighing of one run, the single source the reports render the
 * speed and size sections from.
 *
 * @param schema the document's schema version
 * @param jdk the version of the JDK the race ran on
 * @param machine the machine, for the reader ({@code 2 cores, Linux amd64})
 * @param startedAt when the race started (ISO-8601)
 * @param minutes how long the race took
 * @param settings the JMH settings
 * @param deflate how the Deflate size was made
 * @param payloads the payloads, in report order
 * @param rows one per configuration (and library version) and payload, the hand-written baseline
 *     first
 */
public record RaceDocument(
    int schema,
    String jdk,
    String machine,
    String startedAt,
    double minutes,
    RaceSettings settings,
    String deflate,
    List<RacePayload> payloads,
    List<RaceRow> rows) {

  /** The schema this kit writes. */
  public static final int SCHEMA = 1;

  /** The configuration id of the hand-written baseline. */
  public static final String HAND_WRITTEN = "hand-written";

  /** The configuration id of the {@code System.arraycopy} bound. */
  public static final String ARRAYCOPY_BOUND = "arraycopy-bound";
}
