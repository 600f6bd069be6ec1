package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The texts of the security tables' cells, shared by the Markdown and HTML renderings. */
final class SecurityText {

  /** The stage a mode may start with ({@code read: out of memory}). */
  private static final Pattern STAGE = Pattern.compile("^[a-z]+: ");

  /** How many bytes {@code HostileFacts.worstInputHex} holds at most. */
  private static final int HEX_BYTES = 64;

  private SecurityText() {}

  /** Non-zero counts, best outcome first ({@code 40 PASS, 2 FAULTED}); names not known last. */
  static String counts(Map<String, Integer> counts) {
    if (counts == null || counts.isEmpty()) {
      return "—";
    }
    return counts.entrySet().stream()
        .filter(entry -> entry.getValue() != null && entry.getValue() > 0)
        .sorted(Comparator.comparingInt(entry -> rank(entry.getKey())))
        .map(entry -> number(entry.getValue()) + " " + entry.getKey())
        .collect(Collectors.joining(", "));
  }

  private static int rank(String outcome) {
    return Arrays.stream(Outcome.values())
        .filter(known -> known.name().equals(outcome))
        .findFirst()
        .map(Outcome::ordinal)
        .orElse(Outcome.values().length);
  }

  /** A length in bytes: {@code 1,024 B}. */
  static String bytes(long length) {
    return number(length) + " B";
  }

  /** A whole number with thousands separated by commas. */
  static String number(long value) {
    return String.format(Locale.ROOT, "%,d", value);
  }

  /** The first bytes of an input in hex, with an ellipsis when the input is longer. */
  static String hex(String hex, int length) {
    return length > HEX_BYTES ? hex + " …" : hex;
  }

  /** A factor to three significant figures: {@code 12,400×}, {@code 3.5×}. */
  static String times(double factor) {
    BigDecimal rounded = new BigDecimal(factor).round(new MathContext(3));
    String text =
        rounded.compareTo(BigDecimal.valueOf(1000)) >= 0
            ? number(rounded.longValue())
            : rounded.stripTrailingZeros().toPlainString();
    return text + "×";
  }

  /**
   * What a canary cell's canary recorded ({@code looked up, initialized, constructor}), {@code not
   * looked up} when nothing, the reason in its detail for a SKIPPED cell, "—" when the cell has no
   * facts (a worker that crashed).
   */
  static String recorded(CellResult cell) {
    if (cell.outcome() == Outcome.SKIPPED) {
      return cell.detail().isBlank() ? "skipped" : cell.detail();
    }
    if (cell.hostile() == null || cell.hostile().canary() == null) {
      return "—";
    }
    List<String> canary = cell.hostile().canary();
    return canary.isEmpty() ? "not looked up" : String.join(", ", canary);
  }

  /**
   * A mode without the stage it starts with: {@code read: out of memory} → {@code out of memory}.
   */
  static String withoutStage(String mode) {
    return STAGE.matcher(mode == null ? "" : mode.strip()).replaceFirst("");
  }
}
