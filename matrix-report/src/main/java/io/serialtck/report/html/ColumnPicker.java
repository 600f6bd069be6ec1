package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.tck.results.ResultsDocument.Configuration;

/**
 * Compares a few candidates: the configurations ticked here are the only columns the matrix shows
 * (none ticked: all of them). The page's script hides the others with one style rule per column, so
 * that no cell carries its column's name; the choice is not kept in the address.
 */
final class ColumnPicker {

  private ColumnPicker() {}

  static String render(Matrix matrix) {
    StringBuilder html = new StringBuilder();
    html.append("<div class=\"filter-group\" id=\"columns\"><span class=\"filter-title\">")
        .append("Compare only (tick two or three; none: every configuration):</span>");
    int column = 0;
    for (Configuration configuration : matrix.columns()) {
      html.append(" <label><input type=\"checkbox\" name=\"column\" value=\"")
          .append(escape(configuration.id()))
          .append("\" data-column=\"")
          .append(column++)
          .append("\"> ")
          .append(escape(configuration.id()))
          .append("</label>");
    }
    html.append(" <button type=\"button\" id=\"columns-clear\">show all</button></div>\n");
    return html.toString();
  }
}
