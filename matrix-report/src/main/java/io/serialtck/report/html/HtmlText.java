package io.serialtck.report.html;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Escapes text for HTML element content and quoted attribute values. */
public final class HtmlText {

  private static final Pattern CODE_SPAN = Pattern.compile("`([^`]*)`");

  private HtmlText() {}

  /** The text with {@code & < > " '} as character references. */
  public static String escape(String text) {
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default -> escaped.append(c);
      }
    }
    return escaped.toString();
  }

  /**
   * Escaped text whose Markdown code spans ({@code `long`}), as the kit's declarations write them,
   * become {@code <code>} elements.
   */
  static String withCode(String text) {
    Matcher span = CODE_SPAN.matcher(escape(text));
    return span.replaceAll(
        match -> Matcher.quoteReplacement("<code>" + match.group(1) + "</code>"));
  }
}
