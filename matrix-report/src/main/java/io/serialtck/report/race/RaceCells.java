package io.serialtck.report.race;

import io.serialtck.tck.race.RaceRow;
import io.serialtck.tck.race.Timing;
import java.util.Objects;

/** The text of each cell of a payload's table, so that the Markdown and the HTML tables agree. */
final class RaceCells {

  /** A detail longer than this is cut in a table; {@code race.csv} has none, results.json all. */
  static final int DETAIL_LENGTH = 200;

  private RaceCells() {}

  /** {@code 1,230 ± 45.6}; JMH gives no error with too few iterations. */
  static String time(Timing timing) {
    String time = RaceNumbers.significant(timing.nanosPerOp());
    return timing.error() == null ? time : time + " ± " + RaceNumbers.significant(timing.error());
  }

  static String ratio(Timing timing) {
    return timing.ratio() == null ? "" : RaceNumbers.ratio(timing.ratio());
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
