package io.serialtck.tck.race;

import io.serialtck.tck.Weight;
import java.util.Map;

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
 * @param deserializeReuse the time to read into one reused object ({@code ReusingReader}); null
 *     when not timed ({@code untimed} says why)
 * @param echo {@code TopOfBook}: read the bytes into a new event and write it; null when not timed
 * @param echoCopy as {@code echo}, with the event copied into one more new event that is written
 * @param echoReuse as {@code echo}, reading into one reused event ({@code ReusingReader})
 * @param fileTripStream {@code TestObject}: write, to a file through a buffered FileOutputStream,
 *     back through a buffered FileInputStream, read
 * @param fileTripRandomAccess the same file trip through one RandomAccessFile
 * @param untimed each benchmark planned beyond serialize and deserialize that has no time, by its
 *     name ({@code deserializeReuse}, {@code echo}, ...), with the reason: {@code no reuse: <id>
 *     does not implement ReusingReader}, or what failed
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
    Timing deserialize,
    Timing deserializeReuse,
    Timing echo,
    Timing echoCopy,
    Timing echoReuse,
    Timing fileTripStream,
    Timing fileTripRandomAccess,
    Map<String, String> untimed) {

  public RaceRow {
    untimed = untimed == null ? Map.of() : Map.copyOf(untimed);
  }

  /** A row with serialize and deserialize only, as schema 1 had. */
  public RaceRow(
      String configuration,
      String library,
      String version,
      String payload,
      String outcome,
      String detail,
      Weight weight,
      Timing serialize,
      Timing deserialize) {
    this(
        configuration,
        library,
        version,
        payload,
        outcome,
        detail,
        weight,
        serialize,
        deserialize,
        null,
        null,
        null,
        null,
        null,
        null,
        Map.of());
  }

  /** Whether JMH timed this row. */
  public boolean timed() {
    return serialize != null && deserialize != null;
  }

  /** Serialize plus deserialize time in nanoseconds, for a {@link #timed()} row. */
  public double serializeAndDeserializeNanos() {
    return serialize.nanosPerOp() + deserialize.nanosPerOp();
  }
}
