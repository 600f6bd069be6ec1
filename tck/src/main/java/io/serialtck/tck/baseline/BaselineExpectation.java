package io.serialtck.tck.baseline;

import java.util.ArrayList;
import java.util.List;

/**
 * What a baseline accepts of one cell: one {@link BaselineEntry}, or, for a cell a library does not
 * answer the same way from run to run, several, written {@code OUTCOME [mode] | OUTCOME}. A
 * misaligned read through {@code Unsafe} reads whatever memory holds, so it may be {@code
 * CORRUPTED} in one run and {@code REJECTED} in the next: listing both keeps the gate meaningful
 * for every other cell without hiding that this one is not reproducible. A reviewer adds the
 * alternatives by hand; {@code baseline --update} keeps them while a run gives one of them.
 *
 * <p>An expectation may carry the reason it was accepted, written after {@code # accepted: }: a
 * team's gate accepts a cell that measures nothing ({@code NO_ROUND_TRIP}, {@code INCONCLUSIVE})
 * only with one.
 *
 * @param reason why the outcome was accepted, or empty
 */
public record BaselineExpectation(List<BaselineEntry> alternatives, String reason) {

  private static final String OR = " | ";

  /** What separates an expectation from the reason it was accepted. */
  public static final String ACCEPTED = " # accepted: ";

  public BaselineExpectation {
    alternatives = List.copyOf(alternatives);
    reason = reason == null ? "" : reason.strip();
    if (alternatives.isEmpty()) {
      throw new IllegalArgumentException("an expectation needs an outcome");
    }
  }

  public BaselineExpectation(List<BaselineEntry> alternatives) {
    this(alternatives, "");
  }

  /** Exactly one outcome and mode. */
  public static BaselineExpectation of(BaselineEntry entry) {
    return new BaselineExpectation(List.of(entry));
  }

  /** The same expectation, accepted for this reason. */
  public BaselineExpectation because(String why) {
    return new BaselineExpectation(alternatives, why);
  }

  /** Whether a run's cell gave one of the accepted outcomes, with its mode. */
  public boolean accepts(BaselineEntry actual) {
    return alternatives.contains(actual);
  }

  /** True when the cell is known not to be reproducible. */
  public boolean hasAlternatives() {
    return alternatives.size() > 1;
  }

  /** As a baseline line writes it after {@code =}. */
  public String render() {
    String outcomes = String.join(OR, alternatives.stream().map(BaselineEntry::render).toList());
    return reason.isEmpty() ? outcomes : outcomes + ACCEPTED + reason;
  }

  static BaselineExpectation parse(String text, String where) {
    String reason = "";
    int accepted = text.indexOf(ACCEPTED);
    if (accepted >= 0) {
      reason = text.substring(accepted + ACCEPTED.length());
      text = text.substring(0, accepted);
    }
    List<BaselineEntry> alternatives = new ArrayList<>();
    for (String alternative : text.split(java.util.regex.Pattern.quote(OR))) {
      alternatives.add(BaselineEntry.parse(alternative.strip(), where));
    }
    return new BaselineExpectation(alternatives, reason);
  }
}
