package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Timing;
import io.serialtck.race.engine.stats.Interval;
import java.util.Objects;

/** The text of each cell of a payload's table, so that the Markdown and the HTML tables agree. */
final class RaceCells {

  /** A detail longer than this is cut in a table; {@code race.csv} has none, results.json all. */
  static final int DETAIL_LENGTH = 200;

  private RaceCells() {}

  /**
   * {@code 1,230 [1,200–1,260]}: the time with its 95% interval over the rounds; {@code 1,230 ±
   * 45.6} for a race before schema 3 (JMH's error of one fork); the time alone without either.
   */
  static String time(Timing timing) {
    String time = RaceNumbers.significant(timing.nanosPerOp());
    if (timing.nanos() != null && timing.nanos().bounded()) {
      return time + " " + RaceNumbers.interval(timing.nanos());
    }
    return timing.error() == null ? time : time + " ± " + RaceNumbers.significant(timing.error());
  }

  /** What stands for a ratio that has no interval: a quick race's, or an old schema's. */
  static final String NO_INTERVAL = "—";

  /**
   * {@code 1.8× [1.7–1.9]}: the ratio to hand-written with its interval; {@value #NO_INTERVAL} when
   * it has none (one round, or a race before schema 3), since a ratio without its interval reads as
   * a result it is not.
   */
  static String ratio(Timing timing) {
    if (timing.ratio() == null) {
      return "";
    }
    Interval interval = timing.ratioInterval();
    return interval != null && interval.bounded()
        ? RaceNumbers.ratio(timing.ratio()) + " " + RaceNumbers.interval(interval)
        : NO_INTERVAL;
  }

  /**
   * One time over another of the same row with an interval that holds it: {@code 0.62×
   * [0.58–0.66]}, whose ends are the ends of the two times' intervals taken apart (the numerator's
   * low over the denominator's high, and its high over the denominator's low), so wider than an
   * interval of the ratio itself; {@value #NO_INTERVAL} when either time has no interval.
   */
  static String relative(Timing numerator, Timing denominator) {
    Interval top = numerator.nanos();
    Interval bottom = denominator.nanos();
    if (top == null || !top.bounded() || bottom == null || !bottom.bounded()) {
      return NO_INTERVAL;
    }
    return RaceNumbers.ratio(
        new Interval(
            numerator.nanosPerOp() / denominator.nanosPerOp(),
            top.low() / bottom.high(),
            top.high() / bottom.low()));
  }

  /** A row's serialize plus deserialize ratio with its interval: {@code 1.8× [1.7–1.9]}. */
  static String speed(RaceRow row) {
    Interval speed = row.speed();
    if (speed == null) {
      return "";
    }
    String ratio = RaceNumbers.ratio(speed.estimate());
    return speed.bounded() ? ratio + " " + RaceNumbers.interval(speed) : ratio;
  }

  /** A row's tier on its payload ({@code 2}), or what stands there instead. */
  static String tier(RaceRow row) {
    if (row.tier() != null) {
      return Integer.toString(row.tier());
    }
    if (RaceDocument.HAND_WRITTEN_COPY.equals(row.configuration())) {
      return "A/A";
    }
    return RaceDocument.ARRAYCOPY_BOUND.equals(row.configuration()) ? "bound" : "";
  }

  static String allocated(Timing timing) {
    return RaceNumbers.significant(timing.allocatedBytesPerOp());
  }

  static String bytes(RaceRow row) {
    return row.weight() == null ? "" : RaceNumbers.exact(row.weight().bytes());
  }

  static String deflated(RaceRow row) {
    return row.weight() == null ? "" : RaceNumbers.exact(row.weight().deflated());
  }

  /** {@code not timed: LOSSY — detail}. */
  static String notTimed(RaceRow row) {
    return "not timed: " + outcome(row);
  }

  /** {@code not weighed: REJECTED — detail}. */
  static String notWeighed(RaceRow row) {
    return "not weighed: " + outcome(row);
  }

  /** The outcome of the correctness check, and its detail when there is one. */
  static String outcome(RaceRow row) {
    String outcome = Objects.requireNonNullElse(row.outcome(), "");
    String detail = Objects.requireNonNullElse(row.detail(), "").strip().replaceAll("\\s+", " ");
    if (detail.length() > DETAIL_LENGTH) {
      detail = detail.substring(0, DETAIL_LENGTH) + "…";
    }
    return detail.isEmpty() ? outcome : outcome + " — " + detail;
  }
}
