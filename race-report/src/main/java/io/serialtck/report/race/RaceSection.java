package io.serialtck.report.race;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import java.util.List;
import java.util.Optional;

/**
 * The "Speed and size" section of {@code index.html}: how the race ran, the time of each operation
 * against the session payload's size, then per payload its table and its size and allocation bars,
 * then the tables of reuse, the echo (with bars), the file trips and the lambdas (with p50 against
 * p99.99 bars). The charts are inline SVG drawn here ({@link TimeChart}, {@link BarChart}): the
 * page loads no chart library and no file. A weighing without a race gives the tables and size bars
 * only.
 */
public final class RaceSection {

  /** The section's id, for links to it. */
  public static final String ID = "speed-and-size";

  private RaceSection() {}

  public static String render(RaceDocument document) {
    RaceRows rows = RaceRows.of(document);
    StringBuilder html = new StringBuilder(64 * 1024);
    html.append("<section id=\"")
        .append(ID)
        .append("\" class=\"race\">\n<h2>Speed and size</h2>\n<p>")
        .append(escape(RaceIntro.settings(rows)))
        .append("</p>\n<p>")
        .append(escape(RaceIntro.reading(rows)))
        .append("</p>\n");
    List<String> method = RaceIntro.method(document);
    if (!method.isEmpty()) {
      html.append("<p class=\"race-method\">")
          .append(escape(String.join(" ", method)))
          .append("</p>\n");
    }
    Standings.table(rows)
        .ifPresent(
            table ->
                html.append("<section class=\"race-more\" id=\"race-tiers\">\n<h3>")
                    .append(escape(table.title()))
                    .append("</h3>\n<p>")
                    .append(escape(table.intro()))
                    .append("</p>\n<div class=\"race-table-scroll\">\n")
                    .append(MoreTableHtml.render(table))
                    .append("</div>\n<div class=\"race-charts\">\n")
                    .append(StandingsChart.render(rows))
                    .append("</div>\n</section>\n"));
    html.append("<nav class=\"race-payloads\">Payloads:");
    for (RacePayload payload : rows.payloads()) {
      html.append(" <a href=\"#race-")
          .append(escape(PayloadCharts.id(payload)))
          .append("\">")
          .append(escape(payload.id()))
          .append("</a>");
    }
    html.append("</nav>\n");
    if (rows.raced()) {
      html.append("<div class=\"race-charts time-charts\">\n");
      for (Operation operation : Operation.values()) {
        TimeChart.render(rows, operation).ifPresent(html::append);
      }
      html.append("</div>\n");
    }
    for (RacePayload payload : rows.payloads()) {
      html.append("<section class=\"race-payload\" id=\"race-")
          .append(escape(PayloadCharts.id(payload)))
          .append("\" data-payload=\"")
          .append(escape(payload.id()))
          .append("\">\n<h3>")
          .append(escape(payload.id()))
          .append("</h3>\n<div class=\"race-table-scroll\">\n")
          .append(RaceTable.render(rows, payload))
          .append("</div>\n<div class=\"race-charts\">\n")
          .append(PayloadCharts.size(rows, payload));
      if (rows.raced()) {
        html.append(PayloadCharts.allocation(rows, payload));
      }
      html.append("</div>\n</section>\n");
    }
    for (RaceTableData table : MoreTables.of(rows)) {
      html.append("<section class=\"race-more\" id=\"race-")
          .append(escape(table.id()))
          .append("\">\n<h3>")
          .append(escape(table.title()))
          .append("</h3>\n<p>")
          .append(escape(table.intro()))
          .append("</p>\n<div class=\"race-table-scroll\">\n")
          .append(MoreTableHtml.render(table))
          .append("</div>\n");
      Optional<String> chart =
          switch (table.id()) {
            case "lambdas" -> MoreCharts.lambdas(rows);
            case "echo" -> MoreCharts.echo(rows);
            default -> Optional.empty();
          };
      chart.ifPresent(
          svg -> html.append("<div class=\"race-charts\">\n").append(svg).append("</div>\n"));
      html.append("</section>\n");
    }
    html.append("</section>\n");
    return html.toString();
  }
}
