package io.serialtck.report;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.results.IncompleteRun;
import io.serialtck.tck.results.ResultsDocument;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Renders a run's report as GitHub-flavoured Markdown that stays readable there: {@code matrix.md}
 * ({@link MarkdownLayout#MAIN_FILE}) says what ran, then holds each of the report's {@link
 * Report#sections() sections} in their order (the podium, the scores and comparison groups, how to
 * read it, the configurations with their exact set-up, speed and size, security: {@link
 * ReportSections}); the sections' own files go into {@code matrix/} ({@link
 * MarkdownLayout#DETAIL_FOLDER}): every cell of each configuration, the race's per-payload tables,
 * the security tables. Links are relative, so they work on GitHub and in a local folder.
 */
public final class MarkdownReport {

  private MarkdownReport() {}

  /** {@code matrix.md} alone. */
  public static String render(ResultsDocument results) {
    return render(ReportSections.of(results));
  }

  /** {@code matrix.md} alone, with the race's dimensions on the podium when there is one. */
  public static String render(ResultsDocument results, Optional<RaceDocument> race) {
    return render(ReportSections.of(results, race));
  }

  /** {@code matrix.md} of a report. */
  public static String render(Report report) {
    ResultsDocument results = report.results();
    StringBuilder md = new StringBuilder();
    md.append(
        results.comparesReleases()
            ? "# SerialTCK release comparison\n\n"
            : "# SerialTCK matrix\n\n");
    md.append("Run started ")
        .append(results.run().startedAt())
        .append(" on JDK ")
        .append(results.run().jdk())
        .append(", seed ")
        .append(results.run().seed())
        .append(", ")
        .append(results.run().durationMs())
        .append(" ms: ")
        .append(results.configurations().size())
        .append(" configurations, ")
        .append(results.cells().size())
        .append(" cells.\n\n");
    if (results.run().incomplete()) {
      md.append("> **").append(IncompleteRun.notice(results)).append("**\n\n");
    }
    for (ReportSection section : report.sections()) {
      md.append(section.markdown(report));
    }
    return md.toString();
  }

  /**
   * Every Markdown file of the report, by path relative to the report folder: {@link
   * MarkdownLayout#MAIN_FILE}, then each section's files in section order.
   */
  public static Map<String, String> files(ResultsDocument results, Optional<RaceDocument> race) {
    return files(ReportSections.of(results, race));
  }

  /** Every Markdown file of a report, {@code matrix.md} first. */
  public static Map<String, String> files(Report report) {
    Map<String, String> files = new LinkedHashMap<>();
    files.put(MarkdownLayout.MAIN_FILE, render(report));
    for (ReportSection section : report.sections()) {
      files.putAll(section.markdownFiles(report));
    }
    return files;
  }
}
