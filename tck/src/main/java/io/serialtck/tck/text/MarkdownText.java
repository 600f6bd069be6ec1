package io.serialtck.tck.text;

/**
 * Text in the kit's Markdown (GitHub-flavoured): the reports' {@code matrix.md} and {@code matrix/}
 * files, the generated tables of {@code docs/}, a reproducer's {@code README.md}. One rule for all
 * of it, code-span aware:
 *
 * <ul>
 *   <li>outside code spans, {@code &} and {@code <} become {@code &amp;} and {@code &lt;}: GitHub
 *       takes a {@code <} for the start of HTML, and a detail quoting {@code <!--} would hide the
 *       rest of the page;
 *   <li>inside a code span ({@code `List<Long>`}, as the kit's texts and some libraries' messages
 *       write them) nothing is escaped, since Markdown shows a code span's text as it is ({@code
 *       &lt;} would show as those four characters);
 *   <li>line breaks become spaces, so that the text stays in its list item or table row;
 *   <li>in a table cell, {@code |} becomes {@code \|}, code spans included (GitHub reads it as a
 *       {@code |} there too).
 * </ul>
 *
 * A code span is a run of backticks closed by a run of the same length; a run that is not closed is
 * text.
 */
public final class MarkdownText {

  private MarkdownText() {}

  /** Text in a paragraph or list item: one line, {@code &} and {@code <} escaped outside code. */
  public static String inline(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '`') {
        int run = runLength(text, i);
        int close = closing(text, i + run, run);
        if (close >= 0) {
          oneLine(out, text, i, close + run);
          i = close + run;
        } else {
          out.append(text, i, i + run);
          i += run;
        }
        continue;
      }
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '\r', '\n' -> out.append(' ');
        default -> out.append(c);
      }
      i++;
    }
    return out.toString();
  }

  /** Text in a table cell: {@link #inline}, and every {@code |} as {@code \|}. */
  public static String tableCell(String text) {
    return inline(text).replace("|", "\\|");
  }

  /** Text inside a fenced code block ({@code ```}): a line of backticks cannot end the block. */
  public static String fenced(String text) {
    return text.replace("```", "'''");
  }

  private static int runLength(String text, int from) {
    int end = from;
    while (end < text.length() && text.charAt(end) == '`') {
      end++;
    }
    return end - from;
  }

  /** Where a run of exactly {@code length} backticks starts at or after {@code from}, or -1. */
  private static int closing(String text, int from, int length) {
    int i = from;
    while (i < text.length()) {
      if (text.charAt(i) == '`') {
        int run = runLength(text, i);
        if (run == length) {
          return i;
        }
        i += run;
      } else {
        i++;
      }
    }
    return -1;
  }

  private static void oneLine(StringBuilder out, String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      out.append(c == '\r' || c == '\n' ? ' ' : c);
    }
  }
}
