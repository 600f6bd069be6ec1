package io.serialtck.report.html;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * How the HTML report marks a cell: an outcome by the {@link Outcome.Mark} its declaration gives
 * it, and a harness error by a mark of its own rather than the SKIPPED it is recorded as, so that a
 * fault of the kit never passes for a library's answer.
 *
 * @param key the outcome's name, or {@value #HARNESS_ERROR}; the CSS class is {@code o-<key>}
 * @param code the letter shown in the cell, so that the matrix reads without colours too
 * @param meaning what the mark says, in a few words, for the legend
 */
record CellMark(String key, String code, String meaning) {

  static final String HARNESS_ERROR = "HARNESS_ERROR";

  /** The harness error's letter: no outcome's letter is punctuation. */
  static final String HARNESS_ERROR_CODE = "!";

  private static final CellMark HARNESS_ERROR_MARK =
      new CellMark(
          HARNESS_ERROR,
          HARNESS_ERROR_CODE,
          "The kit itself failed, not the library: no outcome (recorded as SKIPPED and left out of"
              + " the scores).");

  /** The mark of one cell. */
  static CellMark of(CellResult cell) {
    return cell.harnessError() ? HARNESS_ERROR_MARK : of(cell.outcome());
  }

  /** The mark of an outcome, as its declaration gives it. */
  static CellMark of(Outcome outcome) {
    return new CellMark(outcome.name(), outcome.mark().letter(), outcome.meaning());
  }

  /** Every mark, outcomes from best to worst, then the harness error. */
  static List<CellMark> all() {
    List<CellMark> marks = new ArrayList<>();
    for (Outcome outcome : Outcome.values()) {
      marks.add(of(outcome));
    }
    marks.add(HARNESS_ERROR_MARK);
    return marks;
  }

  String cssClass() {
    return "o-" + key;
  }

  /** The outcome's name, or {@code harness error}. */
  String label() {
    return key.equals(HARNESS_ERROR) ? "harness error" : key;
  }
}
