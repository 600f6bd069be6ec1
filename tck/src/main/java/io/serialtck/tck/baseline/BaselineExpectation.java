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
 */
public record BaselineExpectation(List<BaselineEntry> alternatives) {

  private static final String OR = " | ";

  public BaselineExpectation {
    alternatives = List.copyOf(alternatives);
    if (alternatives.isEmpty()) {
      throw new IllegalArgumentException("an expectation needs an outcome");
    }
  }

  /** Exactly one outcome and mode. */
  public static BaselineExpectation of(BaselineEntry entry) {
    return new BaselineExpectation(List.of(entry));
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
    return String.join(OR, alternatives.stream().map(BaselineEntry::render).toList());
  }

  static BaselineExpectation parse(String text, String where) {
    List<BaselineEntry> alternatives = new ArrayList<>();
    for (String alternative : text.split(java.util.regex.Pattern.quote(OR))) {
      alternatives.add(BaselineEntry.parse(alternative.strip(), where));
    }
    return new BaselineExpectation(alternatives);
  }
}
