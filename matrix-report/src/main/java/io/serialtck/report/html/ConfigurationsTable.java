package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.report.section.Report;
import io.serialtck.tck.results.ResultsDocument.Configuration;

/**
 * Each configuration's set-up, in view rather than in a tooltip: id, library, version, description
 * and the worker's JVM flags. The matrix's column headers and the scores link to its rows.
 */
public final class ConfigurationsTable {

  private ConfigurationsTable() {}

  /** The id of a configuration's row, which links point at. */
  static String anchor(String configuration) {
    return "config-" + configuration;
  }

  /** The section, for the report's matrix's columns. */
  public static String render(Report report) {
    return render(Matrix.of(report));
  }

  static String render(Matrix matrix) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"configurations\">\n<h2>Configurations</h2>\n")
        .append("<p>What each column of the matrix is: the library and version a configuration")
        .append(" loads, and how it is set up.</p>\n")
        .append("<table class=\"configurations\">\n<thead><tr><th scope=\"col\">configuration")
        .append("</th><th scope=\"col\">library</th><th scope=\"col\">version</th>")
        .append("<th scope=\"col\">set-up</th><th scope=\"col\">JVM flags</th></tr></thead>\n")
        .append("<tbody>\n");
    for (Configuration column : matrix.columns()) {
      html.append("<tr id=\"")
          .append(escape(anchor(column.id())))
          .append("\"><th scope=\"row\">")
          .append(escape(column.id()))
          .append("</th><td>")
          .append(escape(column.library()))
          .append("</td><td>")
          .append(escape(column.version()))
          .append("</td><td>")
          .append(escape(column.description()))
          .append("</td><td>");
      if (column.jvmFlags() != null && !column.jvmFlags().isEmpty()) {
        html.append("<code>").append(escape(String.join(" ", column.jvmFlags()))).append("</code>");
      }
      html.append("</td></tr>\n");
    }
    html.append("</tbody>\n</table>\n</section>\n");
    return html.toString();
  }
}
