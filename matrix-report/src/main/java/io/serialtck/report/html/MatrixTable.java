package io.serialtck.report.html;

import static io.serialtck.report.html.HtmlText.escape;

import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The matrix as an HTML table: a column per configuration, a {@code tbody} per category whose first
 * row names it and folds or unfolds the rows every configuration answers alike, then a row per
 * {@code scenario › direction}. Each cell carries its mark's class and letter and its number
 * ({@code data-cell}); each row the keys of the marks it holds ({@code data-marks}), which the
 * outcome filter reads.
 */
final class MatrixTable {

  private MatrixTable() {}

  static String render(Matrix matrix) {
    StringBuilder html = new StringBuilder(160 * 1024);
    html.append("<table id=\"matrix\" class=\"matrix\">\n<thead><tr>")
        .append("<th class=\"corner\" scope=\"col\">scenario › direction</th>");
    for (Configuration column : matrix.columns()) {
      html.append("<th class=\"configuration\" scope=\"col\" title=\"")
          .append(escape(columnTitle(column)))
          .append("\"><span>")
          .append(escape(column.id()))
          .append("</span></th>");
    }
    html.append("</tr></thead>\n");
    for (MatrixCategory category : matrix.categories()) {
      category(html, category, matrix);
    }
    html.append("</table>\n");
    return html.toString();
  }

  /**
   * What the page says about a category's folded rows: {@code 3 rows where every configuration
   * gives the same outcome (2 PASS, 1 REJECTED) — show}. The page's script says the same when a
   * filter changes the count.
   */
  static String foldText(MatrixCategory category) {
    Map<String, Integer> byOutcome = new TreeMap<>();
    category.rows().stream()
        .filter(MatrixRow::folded)
        .forEach(
            row ->
                byOutcome.merge(
                    row.cells().values().iterator().next().cell().outcome().name(),
                    1,
                    Integer::sum));
    long folded = category.foldedRows();
    return folded
        + (folded == 1 ? " row" : " rows")
        + " where every configuration gives the same outcome ("
        + byOutcome.entrySet().stream()
            .map(e -> e.getValue() + " " + e.getKey())
            .collect(Collectors.joining(", "))
        + ") — show";
  }

  private static void category(StringBuilder html, MatrixCategory category, Matrix matrix) {
    html.append("<tbody class=\"category\" data-category=\"")
        .append(escape(category.id()))
        .append("\">\n<tr class=\"category-head\"><th colspan=\"")
        .append(matrix.columns().size() + 1)
        .append("\"><span class=\"category-label\"><span class=\"category-name\">")
        .append(escape(category.id()))
        .append("</span> <span class=\"category-rows\">")
        .append(category.rows().size())
        .append(category.rows().size() == 1 ? " row" : " rows")
        .append("</span>");
    if (category.foldedRows() > 0) {
      html.append(" <button type=\"button\" class=\"fold-toggle\" aria-expanded=\"false\">")
          .append(escape(foldText(category)))
          .append("</button>");
    }
    html.append("</span></th></tr>\n");
    for (MatrixRow row : category.rows()) {
      row(html, row, matrix);
    }
    html.append("</tbody>\n");
  }

  private static void row(StringBuilder html, MatrixRow row, Matrix matrix) {
    Set<String> marks = new LinkedHashSet<>();
    row.cells().values().forEach(indexed -> marks.add(CellMark.of(indexed.cell()).key()));
    html.append(row.folded() ? "<tr class=\"row folded\"" : "<tr class=\"row\"")
        .append(" data-marks=\"")
        .append(escape(String.join(" ", marks)))
        .append("\"><th scope=\"row\">")
        .append(escape(row.label()))
        .append("</th>");
    for (Configuration column : matrix.columns()) {
      IndexedCell indexed = row.cells().get(column.id());
      if (indexed == null) {
        html.append("<td class=\"absent\"></td>");
        continue;
      }
      CellMark mark = CellMark.of(indexed.cell());
      html.append("<td class=\"")
          .append(mark.cssClass())
          .append("\" data-cell=\"")
          .append(indexed.index())
          .append("\">")
          .append(escape(mark.code()))
          .append("</td>");
    }
    html.append("</tr>\n");
  }

  private static String columnTitle(Configuration column) {
    String title = (column.library() + " " + column.version()).strip();
    return column.description().isEmpty() ? title : title + " — " + column.description();
  }
}
