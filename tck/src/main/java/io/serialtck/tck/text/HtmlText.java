package io.serialtck.tck.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text in the kit's HTML: {@code index.html}, its inline SVG charts and the docs pages beside it.
 * One rule for all of it: element content and quoted attribute values escaped, and characters XML
 * does not allow written as {@code \\uXXXX} ({@link XmlCharacters}), so that an inline SVG parses
 * whatever a library put into a detail.
 */
public final class HtmlText {

  private static final Pattern CODE_SPAN = Pattern.compile("`([^`]*)`");

  private HtmlText() {}

  /**
   * The text with {@code & < > " '} as character references and characters XML does not allow as
   * {@code \\uXXXX}; null is the empty text.
   */
  public static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        escaped.append(c).append(text.charAt(++i));
        continue;
      }
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default ->
            escaped.append(XmlCharacters.allowed(c) ? String.valueOf(c) : XmlCharacters.escaped(c));
      }
    }
    return escaped.toString();
  }

  /**
   * Escaped text whose Markdown code spans ({@code `long`}), as the kit's declarations write them,
   * become {@code <code>} elements.
   */
  public static String withCode(String text) {
    Matcher span = CODE_SPAN.matcher(escape(text));
    return span.replaceAll(
        match -> Matcher.quoteReplacement("<code>" + match.group(1) + "</code>"));
  }

  /**
   * JSON to be put into a {@code <script>} element as it is: every {@code <} as JSON's escape of it
   * (a backslash, then {@code u003c}). In JSON a {@code <} occurs only inside strings, where the
   * escape means the same; with none left, neither {@code </script} nor {@code <!--} can appear,
   * whatever a library put into a detail.
   */
  public static String scriptJson(String json) {
    return json.replace("<", "\\u003c");
  }
}
