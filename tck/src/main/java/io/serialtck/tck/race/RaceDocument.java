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
 * @param lambdas one per configuration (and library version) and function criterion the race timed
 *     as a sampled round trip; empty in a weighing and in a schema 1 document
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
    List<RaceRow> rows,
    List<LambdaRow> lambdas) {

  /**
   * The schema this kit writes. 2 added to each row the reuse, echo and file trip times and the
   * reasons of the missing ones, and the lambda rows; a schema 1 document reads as one without
   * them.
   */
  public static final int SCHEMA = 2;

  public RaceDocument {
    payloads = payloads == null ? List.of() : List.copyOf(payloads);
    rows = rows == null ? List.of() : List.copyOf(rows);
    lambdas = lambdas == null ? List.of() : List.copyOf(lambdas);
  }

  /** A document without lambda rows, as a weighing is. */
  public RaceDocument(
      int schema,
      String jdk,
      String machine,
      String startedAt,
      double minutes,
      RaceSettings settings,
      String deflate,
      List<RacePayload> payloads,
      List<RaceRow> rows) {
    this(schema, jdk, machine, startedAt, minutes, settings, deflate, payloads, rows, List.of());
  }

  /** The configuration id of the hand-written baseline. */
  public static final String HAND_WRITTEN = "hand-written";

  /** The configuration id of the {@code System.arraycopy} bound. */
  public static final String ARRAYCOPY_BOUND = "arraycopy-bound";
}
