package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import java.util.HashMap;
import java.util.Map;

/**
 * The filters above the matrix: which categories to show, and which marks a row must hold to be
 * shown (none ticked: every row). The page's script applies them.
 */
final class FilterBar {

  private FilterBar() {}

  static String render(Matrix matrix) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"filters\">\n<h2>Filters</h2>\n")
        .append("<div class=\"filter-group\"><span class=\"filter-title\">Categories:</span>");
    for (MatrixCategory category : matrix.categories()) {
      html.append(" <label><input type=\"checkbox\" name=\"category\" value=\"")
          .append(escape(category.id()))
          .append("\" checked> ")
          .append(escape(category.id()))
          .append("</label>");
    }
    html.append("</div>\n<div class=\"filter-group\"><span class=\"filter-title\">")
        .append("Show only rows containing:</span>");
    Map<String, Integer> counts = markCounts(matrix);
    for (CellMark mark : CellMark.all()) {
      int count = counts.getOrDefault(mark.key(), 0);
      if (count == 0) {
        continue;
      }
      html.append(" <label><input type=\"checkbox\" name=\"mark\" value=\"")
          .append(mark.key())
          .append("\"> <span class=\"mark ")
          .append(mark.cssClass())
          .append("\">")
          .append(escape(mark.code()))
          .append("</span> ")
          .append(escape(mark.label()))
          .append(" (")
          .append(count)
          .append(")</label>");
    }
    html.append("</div>\n")
        .append(ColumnPicker.render(matrix))
        .append("<p id=\"filter-status\" aria-live=\"polite\"></p>\n</section>\n");
    return html.toString();
  }

  private static Map<String, Integer> markCounts(Matrix matrix) {
    Map<String, Integer> counts = new HashMap<>();
    for (MatrixRow row : matrix.rows()) {
      row.cells()
          .values()
          .forEach(indexed -> counts.merge(CellMark.of(indexed.cell()).key(), 1, Integer::sum));
    }
    return counts;
  }
}
