package io.serialtck.report.section;

import java.io.PrintStream;
import java.util.Map;
import java.util.Optional;

/**
 * One section of a run's reports, rendered for each format it appears in: {@code index.html}, the
 * Markdown report ({@code matrix.md} and the files of {@code matrix/}) and the summary on the
 * terminal. The renderers go over the run's {@link Report#sections() sections} in their order and
 * ask each for its part; a section that has nothing to say in a format leaves the default. Adding a
 * section is a class implementing this and its place in the list ({@code
 * io.serialtck.report.ReportSections}).
 */
public interface ReportSection {

  /**
   * Whether the run's reports have this section at all (the security section: hostile cells); by
   * default every run's do.
   */
  default boolean isIn(Report report) {
    return true;
  }

  /** A link to the section in the page's header, for a section far down the page. */
  default Optional<HeaderLink> headerLink() {
    return Optional.empty();
  }

  /** The section of {@code index.html}: a {@code <section>} element, text escaped. */
  default String html(Report report) {
    return "";
  }

  /** The section of {@code matrix.md}, ending with a blank line. */
  default String markdown(Report report) {
    return "";
  }

  /**
   * Files of its own beside {@code matrix.md}, by path relative to the report folder ({@link
   * MarkdownLayout#file}), in the order they are listed.
   */
  default Map<String, String> markdownFiles(Report report) {
    return Map.of();
  }

  /** Its lines of the summary a run prints at its end; short enough for a terminal. */
  default void terminal(Report report, PrintStream out) {}
}
