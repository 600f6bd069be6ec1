package io.serialtck.tck.baseline;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Weight;
import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a baseline expects of one cell: its outcome, where there is one its failure mode (see {@link
 * CellResult#mode()}), and for a weighed payload the exact size written (see {@link
 * CellResult#weight()}). A line reads {@code OUTCOME}, {@code OUTCOME [mode]}, and either followed
 * by {@code {412 B, 300 B deflated}} when weighed.
 *
 * @param weight the size written, or null for a cell that is not weighed
 */
public record BaselineEntry(Outcome outcome, String mode, Weight weight) {

  private static final Pattern WEIGHT = Pattern.compile(" \\{(\\d+) B, (\\d+) B deflated}$");

  public BaselineEntry {
    mode = mode == null ? "" : mode;
  }

  /** An entry without a weight. */
  public BaselineEntry(Outcome outcome, String mode) {
    this(outcome, mode, null);
  }

  /** What a run's cell gives. */
  public static BaselineEntry of(CellResult cell) {
    return new BaselineEntry(cell.outcome(), cell.mode(), cell.weight());
  }

  /** As a baseline line writes it after {@code =}. */
  public String render() {
    String text = mode.isEmpty() ? outcome.name() : outcome + " [" + mode + "]";
    return weight == null
        ? text
        : text + " {" + weight.bytes() + " B, " + weight.deflated() + " B deflated}";
  }

  /**
   * Reads what {@link #render()} wrote.
   *
   * @param where the file and line, for the message of a malformed entry
   */
  static BaselineEntry parse(String text, String where) {
    Matcher weighed = WEIGHT.matcher(text);
    Weight weight = null;
    if (weighed.find()) {
      weight = new Weight(Long.parseLong(weighed.group(1)), Long.parseLong(weighed.group(2)));
      text = text.substring(0, weighed.start());
    }
    int open = text.indexOf(" [");
    if (open < 0) {
      return new BaselineEntry(outcome(text, where), "", weight);
    }
    if (!text.endsWith("]")) {
      throw new BaselineException(where + "expected 'OUTCOME [mode]', got '" + text + "'");
    }
    return new BaselineEntry(
        outcome(text.substring(0, open), where),
        text.substring(open + 2, text.length() - 1),
        weight);
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
