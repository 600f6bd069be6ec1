package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Interval;
import io.serialtck.tck.Weight;
import java.util.Map;

/**
 * What the race found for one configuration (at one library version) and one payload.
 *
 * @param configuration the configuration's id, or {@code hand-written} / {@code arraycopy-bound}
 *     for the yardsticks
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
 * @param speed serialize plus deserialize time over the hand-written time of the same payload, the
 *     geometric mean of the per-round ratios with its 95% interval: the figure this payload's tiers
 *     rest on; null when not timed, or before schema 3
 * @param tier the row's tier on its payload in a full race ({@link
 *     io.serialtck.race.engine.stats.Tiers}, by {@code speed}), 1 the fastest; null when the race
 *     has no tiers (a quick race, a race before schema 3) or the row is not ranked (the A/A copy,
 *     the arraycopy bound, a row not timed)
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
    Map<String, String> untimed,
    Interval speed,
    Integer tier) {

  public RaceRow {
    untimed = untimed == null ? Map.of() : Map.copyOf(untimed);
  }

  /** A row as schema 2 had it: no interval of the combined ratio, no tier. */
  public RaceRow(
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
        deserializeReuse,
        echo,
        echoCopy,
        echoReuse,
        fileTripStream,
        fileTripRandomAccess,
        untimed,
        null,
        null);
  }

  /** This row with its tier on its payload. */
  public RaceRow withTier(Integer rowTier) {
    return new RaceRow(
        configuration,
        library,
        version,
        payload,
        outcome,
        detail,
        weight,
        serialize,
        deserialize,
        deserializeReuse,
        echo,
        echoCopy,
        echoReuse,
        fileTripStream,
        fileTripRandomAccess,
        untimed,
        speed,
        rowTier);
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
