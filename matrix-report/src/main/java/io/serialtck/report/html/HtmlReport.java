package io.serialtck.report.html;

import static io.serialtck.report.html.HtmlText.escape;

import io.serialtck.tck.results.ResultsDocument;

/**
 * Renders {@code results.json} as {@code index.html}: one self-contained page, with its style and
 * script inline and nothing loaded from anywhere. It shows the scores, a legend of the outcomes,
 * filters by category and outcome, and the matrix of configurations by {@code scenario ›
 * direction}, coloured by outcome, where the rows that every configuration answers alike are folded
 * per category. A click on a cell opens its detail and, for a failing property cell, its minimal
 * case.
 *
 * <p>The page is rendered here, text escaped; the cells' details travel as JSON in a {@code <script
 * type="application/json">} element ({@link CellDetailsJson}) that the script reads when a cell is
 * clicked.
 */
public final class HtmlReport {

  private HtmlReport() {}

  /** The whole page. */
  public static String render(ResultsDocument results) {
    Matrix matrix = Matrix.of(results);
    StringBuilder html = new StringBuilder(1024 * 1024);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>SerialTCK matrix</title>\n<style>\n")
        .append(PageResources.css())
        .append("</style>\n</head>\n<body>\n<main>\n");
    header(html, results, matrix);
    html.append(ScoresTable.render(results))
        .append(Legend.render())
        .append(FilterBar.render(matrix))
        .append("<section id=\"matrix-section\">\n<h2>Matrix</h2>\n")
        .append("<p>Rows: scenario › direction, grouped by category. Columns: configurations")
        .append(" (hover a name for its library, version and set-up). Click a cell for its")
        .append(" detail.</p>\n<div class=\"matrix-scroll\">\n")
        .append(MatrixTable.render(matrix))
        .append("</div>\n</section>\n</main>\n")
        .append(DetailPanel.HTML)
        .append("<script type=\"application/json\" id=\"cell-data\">")
        .append(CellDetailsJson.render(matrix))
        .append("</script>\n<script>\n")
        .append(PageResources.script())
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  private static void header(StringBuilder html, ResultsDocument results, Matrix matrix) {
    ResultsDocument.Run run = results.run();
    html.append("<header>\n<h1>SerialTCK matrix</h1>\n<p class=\"run\">Run started ")
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
        .append(" cells.</p>\n</header>\n");
  }
}
