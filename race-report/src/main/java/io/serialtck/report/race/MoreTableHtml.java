package io.serialtck.report.race;

import static io.serialtck.tck.text.HtmlText.escape;

import java.util.List;

/** A table of {@link MoreTables} on the page, with the cells of {@code matrix.md}'s. */
final class MoreTableHtml {

  private MoreTableHtml() {}

  static String render(RaceTableData table) {
    StringBuilder html = new StringBuilder();
    html.append("<table class=\"race-table race-more-table\" data-table=\"")
        .append(escape(table.id()))
        .append("\">\n<thead><tr>");
    table.header().forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    for (int i = 0; i < table.rows().size(); i++) {
      List<String> row = table.rows().get(i);
      html.append(table.handWritten().get(i) ? "<tr class=\"hand-written\">" : "<tr>")
          .append("<th scope=\"row\">")
          .append(escape(row.get(0)))
          .append("</th>");
      if (row.size() == 2 && table.header().size() > 2) {
        html.append("<td colspan=\"")
            .append(table.header().size() - 1)
            .append("\" class=\"untimed\">")
            .append(escape(row.get(1)))
            .append("</td>");
      } else {
        for (String cell : row.subList(1, row.size())) {
          html.append("<td class=\"num\">").append(escape(cell)).append("</td>");
        }
      }
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n");
    return html.toString();
  }
}
