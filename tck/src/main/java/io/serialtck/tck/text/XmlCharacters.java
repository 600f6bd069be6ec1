package io.serialtck.tck.text;

/**
 * The characters XML 1.0 allows, for every XML and HTML the kit writes: the others (control
 * characters other than tab, line feed and carriage return, U+FFFE, U+FFFF and unpaired surrogates)
 * become {@code \\uXXXX}. A library's message may hold them (Chronicle Wire quotes its end-of-input
 * mark, U+FFFF): Surefire copies a test's text into {@code TEST-*.xml} unescaped, which XML parsers
 * and CI report tools then reject, and a page's inline SVG would not parse. Markup characters are
 * {@link HtmlText}'s job; this is only the characters.
 */
public final class XmlCharacters {

  private XmlCharacters() {}

  /** The text with every character XML 1.0 does not allow as {@code \\uXXXX}; allowed text kept. */
  public static String safe(String text) {
    StringBuilder safe = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        if (safe != null) {
          safe.append(c).append(text.charAt(i + 1));
        }
        i++;
        continue;
      }
      boolean allowed = allowed(c);
      if (!allowed && safe == null) {
        safe = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (safe != null) {
        if (allowed) {
          safe.append(c);
        } else {
          safe.append(escaped(c));
        }
      }
    }
    return safe == null ? text : safe.toString();
  }

  /** Whether XML 1.0 allows the character on its own (a surrogate only in a pair). */
  static boolean allowed(char c) {
    return c == '\t'
        || c == '\n'
        || c == '\r'
        || (c >= 0x20 && c <= 0xD7FF)
        || (c >= 0xE000 && c <= 0xFFFD);
  }

  /** A character XML does not allow, as the text {@code \\uXXXX}. */
  static String escaped(char c) {
    return String.format("\\u%04X", (int) c);
  }
}
