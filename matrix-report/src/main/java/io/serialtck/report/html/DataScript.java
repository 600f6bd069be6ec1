package io.serialtck.report.html;

/**
 * A file of {@link IndexData} as the page loads it: a script that hands its content to the page,
 * {@code serialtck.load("matrix-1.js", {...});}. A script, because a page opened from disk ({@code
 * file://}) may add a {@code <script src>} beside itself where {@code fetch()} and XHR are refused.
 * The file names itself, so that the page can tell a file of another report, or of none, from its
 * own.
 */
final class DataScript {

  /** The function the page defines and every file calls. */
  static final String FUNCTION = "serialtck.load";

  private DataScript() {}

  /**
   * @param name the file's name in the folder, a plain file name (no quote or backslash)
   * @param json the content, a JSON value
   */
  static String of(String name, String json) {
    if (!name.matches("[A-Za-z0-9._-]+")) {
      throw new IllegalArgumentException("not a plain file name: " + name);
    }
    return FUNCTION + "(\"" + name + "\", " + json + ");\n";
  }
}
