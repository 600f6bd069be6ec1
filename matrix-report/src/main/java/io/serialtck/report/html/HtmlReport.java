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
import java.util.Map;

/**
 * Renders a run's report as {@code index.html}: one page, with its style and script inline, that
 * loads nothing from anywhere but the folder {@value IndexData#FOLDER} beside it ({@link
 * #dataFiles}). The header says what ran and links to the sections far down the page; then each of
 * the report's {@link Report#sections() sections} in their order (podium, scores, configurations,
 * legend, filters, the matrix, speed and size, security: {@code
 * io.serialtck.report.ReportSections}); then the panel a cell's detail opens in. Row links point
 * into the docs pages that {@link DocsPages#write} puts beside the page.
 *
 * <p>The page holds every summary section, and of the matrix only its head ({@link MatrixSection}):
 * a full run's rows and cells' details would make it about 6 MB. The page's script loads the rows
 * when the reader opens the matrix, uses a filter or follows a cell's link, and a configuration's
 * cells' details when one of its cells is clicked; the files it loads are named in a {@code <script
 * type="application/json" id="report-data">} element ({@link IndexData#manifest()}). A click on a
 * cell, or Enter on it, opens its detail and, for a failing property cell, its minimal case; {@code
 * index.html#configuration/scenario/direction} opens that cell.
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
        .append("<script type=\"application/json\" id=\"report-data\">")
        .append(IndexData.of(report).manifest())
        .append("</script>\n<script>\n")
        .append(PageResources.script())
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  /**
   * The files of the folder beside the page ({@value IndexData#FOLDER}) that the page loads on
   * demand: the matrix's rows and the cells' details, by path relative to the report folder.
   */
  public static Map<String, String> dataFiles(Report report) {
    return IndexData.of(report).files();
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
