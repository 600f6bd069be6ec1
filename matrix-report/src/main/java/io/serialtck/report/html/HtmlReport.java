package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.podium.Podium;
import io.serialtck.report.podium.PodiumHtml;
import io.serialtck.report.race.RaceSection;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.results.IncompleteRun;
import io.serialtck.tck.results.ResultsDocument;

/**
 * Renders a run's report as {@code index.html}: one self-contained page, with its style and script
 * inline and nothing loaded from anywhere. The header says what ran and links to the sections far
 * down the page; then each of the report's {@link Report#sections() sections} in their order
 * (podium, scores, configurations, legend, filters, the matrix, speed and size, security: {@code
 * io.serialtck.report.ReportSections}); then the panel a cell's detail opens in. A click on a cell,
 * or Enter on it, opens its detail and, for a failing property cell, its minimal case; {@code
 * index.html#configuration/scenario/direction} opens that cell. Row links point into the docs pages
 * that {@link DocsPages#write} puts beside the page.
 *
 * <p>The page is rendered here and by the sections, text escaped; the cells' details travel as JSON
 * in a {@code <script type="application/json">} element ({@link CellDetailsJson}) that the script
 * reads when a cell is clicked.
 */
public final class HtmlReport {

  private HtmlReport() {}

  /** The whole page. */
  public static String render(Report report) {
    ResultsDocument results = report.results();
    Matrix matrix = Matrix.of(report);
    StringBuilder html = new StringBuilder(1024 * 1024);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>")
        .append(title(results))
        .append("</title>\n<style>\n")
        .append(PageResources.css())
        .append("</style>\n</head>\n<body>\n<main>\n");
    header(html, report, matrix);
    for (ReportSection section : report.sections()) {
      html.append(section.html(report));
    }
    html.append("</main>\n")
        .append(DetailPanel.HTML)
        .append("<script type=\"application/json\" id=\"cell-data\">")
        .append(CellDetailsJson.render(matrix))
        .append("</script>\n<script>\n")
        .append(PageResources.script())
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  /**
   * A page with the speed and size section alone ({@code race.html}), for a race whose folder holds
   * no matrix run.
   */
  public static String renderRace(RaceDocument race) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<title>SerialTCK race</title>\n<style>\n"
        + PageResources.css()
        + "</style>\n</head>\n<body>\n<main>\n<header>\n<h1>SerialTCK race</h1>\n</header>\n"
        + PodiumHtml.render(Podium.ofRace(race))
        + RaceSection.render(race)
        + "</main>\n</body>\n</html>\n";
  }

  /** A comparison of a team's releases has no podium or scores, and says what it is. */
  private static String title(ResultsDocument results) {
    return results.comparesReleases() ? "SerialTCK release comparison" : "SerialTCK matrix";
  }

  private static void header(StringBuilder html, Report report, Matrix matrix) {
    ResultsDocument results = report.results();
    ResultsDocument.Run run = results.run();
    html.append("<header>\n<h1>")
        .append(title(results))
        .append("</h1>\n<p class=\"run\">Run started ")
        .append(escape(String.valueOf(run.startedAt())))
        .append(" on JDK ")
        .append(escape(String.valueOf(run.jdk())))
        .append(", seed ")
        .append(run.seed())
        .append(", ")
        .append(run.durationMs())
        .append(" ms: ")
        .append(matrix.columns().size())
        .append(" configurations, ")
        .append(results.cells().size())
        .append(" cells.");
    for (ReportSection section : report.sections()) {
      section
          .headerLink()
          .ifPresent(
              link ->
                  html.append(" <a href=\"#")
                      .append(link.id())
                      .append("\">")
                      .append(escape(link.title()))
                      .append("</a>"));
    }
    html.append("</p>\n");
    if (run.incomplete()) {
      html.append("<p class=\"incomplete\" role=\"alert\">")
          .append(IncompleteRun.notice(results))
          .append("</p>\n");
    }
    html.append("</header>\n");
  }
}
