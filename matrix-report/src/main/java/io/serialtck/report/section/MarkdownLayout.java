package io.serialtck.report.section;

/**
 * Where the Markdown report's files go in a report folder: {@link #MAIN_FILE}, and the files it
 * links to in {@link #DETAIL_FOLDER}. Links are relative, so that they work on GitHub and in a
 * local folder.
 */
public final class MarkdownLayout {

  /** The main file. */
  public static final String MAIN_FILE = "matrix.md";

  /** The folder beside {@link #MAIN_FILE} that holds the files it links to. */
  public static final String DETAIL_FOLDER = "matrix";

  /** The link from a file of {@link #DETAIL_FOLDER} back to {@link #MAIN_FILE}. */
  public static final String BACK_TO_MAIN = "../" + MAIN_FILE;

  private MarkdownLayout() {}

  /** A file of {@link #DETAIL_FOLDER}, relative to the report folder. */
  public static String file(String name) {
    return DETAIL_FOLDER + "/" + name;
  }

  /**
   * The file of a configuration's cells: {@code matrix/<id>.md}, with any character other than a
   * letter, digit, dot, dash or underscore replaced by an underscore.
   */
  public static String detailFile(String configurationId) {
    return file(configurationId.replaceAll("[^A-Za-z0-9._-]", "_") + ".md");
  }
}
