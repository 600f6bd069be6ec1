package io.serialtck.report.race;

/**
 * Escapes text for element content and quoted attribute values, in SVG (XML) and in HTML alike. A
 * detail holds whatever a library threw, so characters XML 1.0 does not allow become U+FFFD rather
 * than making a chart unreadable.
 */
final class Xml {

  private Xml() {}

  static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        case '\t', '\n', '\r' -> escaped.append(c);
        default -> escaped.append(allowed(c) ? c : '\uFFFD');
      }
    }
    return escaped.toString();
  }

  /** Surrogates pass: a well-formed pair is a character XML allows. */
  private static boolean allowed(char c) {
    return c >= 0x20 && c != 0xFFFE && c != 0xFFFF;
  }
}
