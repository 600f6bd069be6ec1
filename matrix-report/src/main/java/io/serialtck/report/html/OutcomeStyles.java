package io.serialtck.report.html;

import io.serialtck.verdict.Outcome;

/**
 * The CSS rules that colour the marks of the outcomes (legend swatches, filter labels, matrix
 * cells, the detail panel), one per outcome, written from each outcome's {@link Outcome.Mark}: the
 * style sheet holds none of them, only the line {@link #PLACE} where they go.
 */
final class OutcomeStyles {

  /** The line of {@code report.css} that the rules replace. */
  static final String PLACE =
      "/* outcome rules: written here from io.serialtck.verdict.Outcome */\n";

  private OutcomeStyles() {}

  /** {@code .o-PASS { background: #a7e3b3; color: #14532d; }}, one line per outcome, best first. */
  static String rules() {
    StringBuilder css = new StringBuilder();
    for (Outcome outcome : Outcome.values()) {
      css.append(rule(outcome));
    }
    return css.toString();
  }

  /** The rule of one outcome, ending with a line break. */
  static String rule(Outcome outcome) {
    return "."
        + CellMark.of(outcome).cssClass()
        + " { background: "
        + outcome.mark().background()
        + "; color: "
        + outcome.mark().text()
        + "; }\n";
  }
}
