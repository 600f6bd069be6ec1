package io.serialtck.tck.race;

import io.serialtck.tck.Weight;

/**
 * What the race found for one configuration (at one library version) and one payload.
 *
 * @param configuration the configuration's id, or {@code hand-written} / {@code arraycopy-bound}
 *     for the baselines
 * @param library the library's {@code groupId:artifactId}
 * @param version the library version the configuration ran with
 * @param payload the payload's id (a flexibility criterion's id)
 * @param outcome the outcome of the correctness check before timing (a {@code roundtrip} of the
 *     payload, classified as the matrix classifies it); only a payload read back intact is timed
 * @param detail why the payload was not timed, or empty
 * @param weight the size written, raw and after Deflate; null when the payload did not round-trip
 * @param serialize the time to serialize; null when not timed
 * @param deserialize the time to deserialize; null when not timed
 */
public record RaceRow(
    String configuration,
    String library,
    String version,
    String payload,
    String outcome,
    String detail,
    Weight weight,
    Timing serialize,
    Timing deserialize) {

  /** Whether JMH timed this row. */
  public boolean timed() {
    return serialize != null && deserialize != null;
  }
}
