package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.report.podium.Podium;
import io.serialtck.report.race.RaceSection;
import io.serialtck.report.security.ConfigurationSecurity;
import io.serialtck.report.security.SecurityTables;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.results.IncompleteRun;
import io.serialtck.tck.results.ResultsDocument;
import java.util.List;
import java.util.Optional;

/**
 * Renders {@code results.json} as {@code index.html}: one self-contained page, with its style and
 * script inline and nothing loaded from anywhere. It shows the scores (sortable), each
 * configuration's set-up, a legend of the outcomes, filters by category and outcome, a picker of
 * the columns to compare, and the matrix of configurations by {@code scenario › direction},
 * coloured by outcome, where the rows that every configuration answers alike are folded per
 * category and evolution rows are grouped by topic. A click on a cell, or Enter on it, opens its
 * detail and, for a failing property cell, its minimal case; {@code
 * index.html#configuration/scenario/direction} opens that cell. Row links point into the docs pages
 * that {@link DocsPages#write} puts beside the page. With a {@code race.json}, the speed and size
 * section follows the matrix ({@link RaceSection}: tables and inline SVG charts); with {@code
 * hostile} cells, the security section follows that ({@link SecuritySection}).
 *
 * <p>The page is rendered here, text escaped; the cells' details travel as JSON in a {@code <script
 * type="application/json">} element ({@link CellDetailsJson}) that the script reads when a cell is
 * clicked.
 */
public final class HtmlReport {

  private HtmlReport() {}

  /** The whole page. */
  public static String render(ResultsDocument results) {
    return render(results, Optional.empty());
  }

  /** The whole page, with the speed and size section when there is a race document. */
  public static String render(ResultsDocument results, Optional<RaceDocument> race) {
    Matrix matrix = Matrix.of(results);
    List<ConfigurationSecurity> security = SecurityTables.of(results);
    StringBuilder html = new StringBuilder(1024 * 1024);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>")
        .append(title(results))
        .append("</title>\n<style>\n")
        .append(PageResources.css())
        .append("</style>\n</head>\n<body>\n<main>\n");
    header(html, results, matrix, race.isPresent(), !security.isEmpty());
    if (!results.comparesReleases()) {
      html.append(PodiumSection.render(results, race)).append(ScoresTable.render(results));
    }
    html.append(ConfigurationsTable.render(matrix))
        .append(Legend.render())
        .append(FilterBar.render(matrix))
        .append("<section id=\"matrix-section\">\n<h2>Matrix</h2>\n")
        .append("<p>Rows: scenario › direction, grouped by category, evolution rows by the kind")
        .append(" of change; each says what changes and when a cell passes, and its scenario")
        .append(" links to the kit's documentation (<code>docs/</code> beside this page).")
        .append(" Columns: configurations, set up as <a href=\"#configurations\">listed</a>.")
        .append(" Click a cell, or move to it with Tab and the arrow keys and press Enter, for")
        .append(" its detail and its own link; Escape closes it.</p>\n")
        .append(Directions.definitions())
        .append("<div class=\"matrix-scroll\">\n")
        .append(MatrixTable.render(matrix))
        .append("</div>\n</section>\n");
    race.ifPresent(document -> html.append(RaceSection.render(document)));
    html.append(SecuritySection.render(security));
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
        + PodiumSection.render(Podium.ofRace(race))
        + RaceSection.render(race)
        + "</main>\n</body>\n</html>\n";
  }

  /** A comparison of a team's releases has no podium or scores, and says what it is. */
  private static String title(ResultsDocument results) {
    return results.comparesReleases() ? "SerialTCK release comparison" : "SerialTCK matrix";
  }

  private static void header(
      StringBuilder html, ResultsDocument results, Matrix matrix, boolean raced, boolean hostile) {
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
    if (raced) {
      html.append(" <a href=\"#").append(RaceSection.ID).append("\">Speed and size</a>");
    }
    if (hostile) {
      html.append(" <a href=\"#").append(SecuritySection.ID).append("\">Security</a>");
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
