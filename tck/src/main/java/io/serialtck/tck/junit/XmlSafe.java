package io.serialtck.tck.junit;

/**
 * Text a test prints or fails with, made safe for Surefire's XML report: characters XML 1.0 does
 * not allow (control characters other than tab, line feed and carriage return, U+FFFE, U+FFFF and
 * unpaired surrogates) become {@code \\uXXXX}. A library's message may hold them (Chronicle Wire
 * quotes its end-of-input mark, U+FFFF), and Surefire copies them into {@code TEST-*.xml}
 * unescaped, which XML parsers and CI report tools then reject.
 */
final class XmlSafe {

  private XmlSafe() {}

  static String text(String text) {
    StringBuilder safe = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean allowed;
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        if (safe != null) {
          safe.append(c).append(text.charAt(i + 1));
        }
        i++;
        continue;
      }
      allowed =
          c == '\t'
              || c == '\n'
              || c == '\r'
              || (c >= 0x20 && c <= 0xD7FF)
              || (c >= 0xE000 && c <= 0xFFFD);
      if (!allowed && safe == null) {
        safe = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (safe != null) {
        if (allowed) {
          safe.append(c);
        } else {
          safe.append(String.format("\\u%04X", (int) c));
        }
      }
    }
    return safe == null ? text : safe.toString();
  }
}
