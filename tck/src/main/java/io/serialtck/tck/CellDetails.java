package io.serialtck.tck;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes evidence safe to store and read: control characters and unpaired surrogates (a library's
 * garbage, e.g. a class name read from the wrong bytes) become {@code \\uXXXX} escapes, and text
 * past a limit is cut with its length noted. Valid text, surrogate pairs included, is kept. A
 * lambda's hidden class name loses its JVM counter and address ({@code Fixture$$Lambda$102/0x7f..}
 * becomes {@code Fixture$$Lambda}): they change from run to run and with the cells a worker ran
 * before, and say nothing about the library.
 */
public final class CellDetails {

  private static final Pattern LAMBDA_NAME =
      Pattern.compile("\\$\\$Lambda(\\$\\d+)?[/.]0x[0-9a-f]+");

  static final int MAX_LENGTH = 2_000;

  private CellDetails() {}

  public static String clean(String detail) {
    return clean(detail, false);
  }

  /** The same, keeping line breaks (for multi-line evidence such as class source). */
  public static String cleanLines(String text) {
    return clean(text, true);
  }

  private static String clean(String text, boolean keepLines) {
    String detail = LAMBDA_NAME.matcher(text).replaceAll(Matcher.quoteReplacement("$$Lambda"));
    StringBuilder clean = new StringBuilder(Math.min(detail.length(), MAX_LENGTH) + 16);
    for (int i = 0; i < detail.length() && clean.length() < MAX_LENGTH; i++) {
      char c = detail.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < detail.length()
          && Character.isLowSurrogate(detail.charAt(i + 1))) {
        clean.append(c).append(detail.charAt(++i));
      } else if (Character.isSurrogate(c) || (Character.isISOControl(c) && c != '\n')) {
        clean.append(String.format("\\u%04x", (int) c));
      } else {
        clean.append(c == '\n' && !keepLines ? ' ' : c);
      }
    }
    if (clean.length() >= MAX_LENGTH && detail.length() > MAX_LENGTH) {
      clean.append("… (").append(detail.length()).append(" characters)");
    }
    return clean.toString();
  }
}
