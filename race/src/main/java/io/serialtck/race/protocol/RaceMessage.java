package io.serialtck.race.protocol;

/**
 * What the race JVM ({@code io.serialtck.race.RaceMain}) tells the harness of a point, in the
 * point's order: a {@link PointMissing} for each benchmark without a result, then the point's last
 * message, {@link PointDone} or {@link PointFailed}. Sent as frames by {@link RaceMessageWriter},
 * read by {@link RaceMessageReader}.
 */
public sealed interface RaceMessage {

  /** The point the message is about, as its plan names it. */
  String pointId();

  /** The message as one line for people and logs, e.g. {@code point p1 done 812}. */
  String line();

  /**
   * A benchmark of the point has no result; sent before the point's last message.
   *
   * @param benchmark the benchmark's method, e.g. {@code deserializeReuse}
   * @param reason why: a missing capability's starts with {@code no reuse: }, a payload that did
   *     not read back intact's with its outcome ({@code CORRUPTED: ...})
   */
  record PointMissing(String pointId, String benchmark, String reason) implements RaceMessage {
    @Override
    public String line() {
      return "point " + pointId + " missing " + benchmark + " " + reason;
    }
  }

  /**
   * The point ended with every benchmark timed or lacking only a capability.
   *
   * @param elapsedMillis how long the point took in the race JVM
   */
  record PointDone(String pointId, long elapsedMillis) implements RaceMessage {
    @Override
    public String line() {
      return "point " + pointId + " done " + elapsedMillis;
    }
  }

  /**
   * The point ended with a benchmark that failed.
   *
   * @param reason the first failure (its first line and its innermost cause's), the benchmark in
   *     parentheses
   */
  record PointFailed(String pointId, String reason) implements RaceMessage {
    @Override
    public String line() {
      return "point " + pointId + " failed " + reason;
    }
  }
}
