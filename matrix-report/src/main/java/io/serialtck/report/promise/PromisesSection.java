package io.serialtck.report.promise;

import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import java.util.Map;

/**
 * The documented promises, for a matrix run (a comparison of a team's releases has none): in {@code
 * matrix.md} a line per configuration counting the cells its promises cover and break, and {@link
 * #FILE} with the promises quoted and every breaking cell ({@link PromiseMarkdown}).
 */
public final class PromisesSection implements ReportSection {

  /** The file of the documented promises and the cells that break them. */
  public static final String FILE = MarkdownLayout.file("promises.md");

  @Override
  public boolean isIn(Report report) {
    return !report.results().comparesReleases();
  }

  @Override
  public String markdown(Report report) {
    return PromiseMarkdown.summary(report.results().promises(), FILE);
  }

  @Override
  public Map<String, String> markdownFiles(Report report) {
    if (!PromiseMarkdown.hasPromises(report.results().promises())) {
      return Map.of();
    }
    return Map.of(
        FILE, PromiseMarkdown.file(report.results().promises(), MarkdownLayout.BACK_TO_MAIN));
  }
}
