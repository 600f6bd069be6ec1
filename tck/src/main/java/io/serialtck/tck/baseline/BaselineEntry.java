package io.serialtck.tck.baseline;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.List;

/**
 * What a baseline expects of one cell: its outcome and, where there is one, its failure mode (see
 * {@link CellResult#mode()}). A line reads {@code OUTCOME} or {@code OUTCOME [mode]}.
 */
public record BaselineEntry(Outcome outcome, String mode) {

  public BaselineEntry {
    mode = mode == null ? "" : mode;
  }

  /** What a run's cell gives. */
  public static BaselineEntry of(CellResult cell) {
    return new BaselineEntry(cell.outcome(), cell.mode());
  }

  /** As a baseline line writes it after {@code =}. */
  public String render() {
    return mode.isEmpty() ? outcome.name() : outcome + " [" + mode + "]";
  }

  /**
   * Reads what {@link #render()} wrote.
   *
   * @param where the file and line, for the message of a malformed entry
   */
  static BaselineEntry parse(String text, String where) {
    int open = text.indexOf(" [");
    if (open < 0) {
      return new BaselineEntry(outcome(text, where), "");
    }
    if (!text.endsWith("]")) {
      throw new BaselineException(where + "expected 'OUTCOME [mode]', got '" + text + "'");
    }
    return new BaselineEntry(
        outcome(text.substring(0, open), where), text.substring(open + 2, text.length() - 1));
  }

  private static Outcome outcome(String name, String where) {
    try {
      return Outcome.valueOf(name.strip());
    } catch (IllegalArgumentException e) {
      throw new BaselineException(
          where + "unknown outcome '" + name + "'; one of " + List.of(Outcome.values()));
    }
  }
}
