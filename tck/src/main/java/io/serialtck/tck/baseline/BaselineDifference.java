package io.serialtck.tck.baseline;

import io.serialtck.tck.CellKey;

/**
 * One way a run and its baseline disagree.
 *
 * @param expected the baseline's outcome and failure mode (or the several it accepts); null when
 *     the cell is not in the baseline
 * @param actual the run's outcome and failure mode; null for a stale entry (no cell of the run
 *     matches it)
 * @param detail the run's evidence for its outcome; empty for a stale entry
 */
public record BaselineDifference(
    CellKey key, BaselineExpectation expected, BaselineEntry actual, String detail) {

  /** How the two disagree. */
  public enum Kind {
    /** The cell's outcome or failure mode is not the baseline's. */
    CHANGED,
    /** The run has a cell the baseline does not list. */
    NOT_IN_BASELINE,
    /** The baseline lists a cell the run's plan does not have. */
    STALE
  }

  public Kind kind() {
    if (actual == null) {
      return Kind.STALE;
    }
    return expected == null ? Kind.NOT_IN_BASELINE : Kind.CHANGED;
  }

  /** One line: where, what the baseline said, what the run gave, and the run's evidence. */
  public String describe() {
    String where = key.configuration() + " " + key.path();
    return switch (kind()) {
      case CHANGED ->
          where + ": was " + expected.render() + ", now " + actual.render() + evidence();
      case NOT_IN_BASELINE -> where + ": not in the baseline, now " + actual.render() + evidence();
      case STALE ->
          where + ": the baseline says " + expected.render() + ", but the run has no such cell";
    };
  }

  private String evidence() {
    return detail == null || detail.isEmpty() ? "" : " — " + detail;
  }
}
