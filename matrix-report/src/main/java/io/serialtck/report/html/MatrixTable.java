package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;
import static io.serialtck.tck.text.HtmlText.withCode;

import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The matrix as an HTML table: a column per configuration, a {@code tbody} per category whose first
 * row names it and folds or unfolds the rows every configuration answers alike, then a row per
 * {@code scenario › direction}, evolution rows under a heading per {@link EvolutionTopic}. A row's
 * header links its scenario to the docs pages ({@link DocsPages}), says what its direction means
 * and what changes and when a cell passes ({@link RowAbout}). A column's header links to its
 * configuration's set-up ({@link ConfigurationsTable}). Each cell carries its mark's class and
 * letter and its number ({@code data-cell}); each row its {@code scenario/direction} ({@code
 * data-row}) and the keys of the marks it holds ({@code data-marks}), which the outcome filter
 * reads.
 *
 * <p>The page holds the table's {@link #skeleton skeleton} (its head, and each category's heading
 * row); the {@link #rows rows} travel in the files of {@link IndexData}, which the page's script
 * inserts into their category when the reader opens the matrix.
 */
final class MatrixTable {

  private MatrixTable() {}

  /**
   * The table without its rows: the head, and a {@code tbody} per category holding its heading row
   * alone.
   */
  static String skeleton(Matrix matrix) {
    StringBuilder html = new StringBuilder(16 * 1024);
    html.append("<table id=\"matrix\" class=\"matrix\">\n<thead><tr>")
        .append("<th class=\"corner\" scope=\"col\">scenario › direction</th>");
    for (Configuration column : matrix.columns()) {
      html.append("<th class=\"configuration\" scope=\"col\" title=\"")
          .append(escape(columnTitle(column)))
          .append("\"><a href=\"#")
          .append(escape(ConfigurationsTable.anchor(column.id())))
          .append("\">")
          .append(escape(column.id()))
          .append("</a></th>");
    }
    html.append("</tr></thead>\n");
    for (MatrixCategory category : matrix.categories()) {
      categoryHead(html, category, matrix);
    }
    html.append("</table>\n");
    return html.toString();
  }

  /**
   * The rows of a category, one element per matrix row, in order: a row whose {@link
   * EvolutionTopic} differs from the row before it is preceded by the topic's heading row.
   */
  static List<String> rows(MatrixCategory category, Matrix matrix) {
    List<String> rows = new ArrayList<>(category.rows().size());
    Optional<EvolutionTopic> topic = Optional.empty();
    for (MatrixRow row : category.rows()) {
      StringBuilder html = new StringBuilder(64 * (matrix.columns().size() + 8));
      if (row.about().topic().isPresent() && !row.about().topic().equals(topic)) {
        topic = row.about().topic();
        topicHead(html, topic.get(), category, matrix);
      }
      row(html, row, matrix);
      rows.add(html.toString());
    }
    return rows;
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

  private static void categoryHead(StringBuilder html, MatrixCategory category, Matrix matrix) {
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
    html.append("</span></th></tr>\n</tbody>\n");
  }

  private static void topicHead(
      StringBuilder html, EvolutionTopic topic, MatrixCategory category, Matrix matrix) {
    long rows =
        category.rows().stream()
            .filter(row -> row.about().topic().equals(Optional.of(topic)))
            .count();
    html.append("<tr class=\"topic-head\"><th colspan=\"")
        .append(matrix.columns().size() + 1)
        .append("\"><span class=\"category-label\"><span class=\"topic-name\">")
        .append(escape(topic.heading()))
        .append("</span> <span class=\"category-rows\">")
        .append(rows)
        .append(rows == 1 ? " row" : " rows")
        .append("</span></span></th></tr>\n");
  }

  private static void row(StringBuilder html, MatrixRow row, Matrix matrix) {
    Set<String> marks = new LinkedHashSet<>();
    row.cells().values().forEach(indexed -> marks.add(CellMark.of(indexed.cell()).key()));
    html.append(row.folded() ? "<tr class=\"row folded\"" : "<tr class=\"row\"")
        .append(" data-row=\"")
        .append(escape(row.scenario() + "/" + row.direction().id()))
        .append("\" data-marks=\"")
        .append(escape(String.join(" ", marks)))
        .append("\"><th scope=\"row\">");
    rowHeader(html, row);
    html.append("</th>");
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

  /**
   * {@code scenario › direction (what it means)}, the scenario linked to its docs entry, then what
   * changes and when a cell passes.
   */
  private static void rowHeader(StringBuilder html, MatrixRow row) {
    RowAbout about = row.about();
    if (about.docsHref().isEmpty()) {
      html.append(escape(row.scenario()));
    } else {
      html.append("<a href=\"")
          .append(escape(about.docsHref()))
          .append("\">")
          .append(escape(row.scenario()))
          .append("</a>");
    }
    html.append(" › <b>")
        .append(escape(row.direction().id()))
        .append("</b> <small>")
        .append(escape(Directions.shortly(row.direction())))
        .append("</small>");
    if (!about.isEmpty()) {
      html.append("<p>");
      if (!about.change().isEmpty()) {
        html.append(withCode(about.change())).append(" · ");
      }
      html.append(withCode(about.passRule())).append("</p>");
    }
  }

  private static String columnTitle(Configuration column) {
    String title = (column.library() + " " + column.version()).strip();
    return column.description().isEmpty() ? title : title + " — " + column.description();
  }
}
