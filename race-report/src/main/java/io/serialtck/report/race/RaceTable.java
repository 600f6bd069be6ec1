package io.serialtck.report.race;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;

/** One payload's table on the page, with the columns and cells of {@code matrix.md}'s. */
final class RaceTable {

  private RaceTable() {}

  static String render(RaceRows rows, RacePayload payload) {
    StringBuilder html = new StringBuilder();
    html.append("<table class=\"race-table\" data-payload=\"")
        .append(escape(payload.id()))
        .append("\">\n<thead><tr>");
    if (rows.tiered()) {
      html.append("<th>tier</th>");
    }
    html.append("<th>configuration</th>");
    if (rows.tiered()) {
      html.append("<th>ser + deser × hand-written</th>");
    }
    if (rows.raced()) {
      html.append("<th>serialize ns/op</th><th>× hand-written</th><th>deserialize ns/op</th>")
          .append("<th>× hand-written</th><th>B/op ser</th><th>B/op deser</th>");
    }
    html.append("<th>bytes</th><th>Deflate bytes</th>");
    if (!rows.raced()) {
      html.append("<th>outcome</th>");
    }
    html.append("</tr></thead>\n<tbody>\n");
    for (RaceRow row : rows.rows(payload)) {
      RaceSeries series = rows.seriesOf(row);
      html.append(series.handWritten() ? "<tr class=\"hand-written\">" : "<tr>");
      if (rows.tiered()) {
        numbers(html, RaceCells.tier(row));
      }
      html.append("<th scope=\"row\">").append(escape(series.label())).append("</th>");
      if (rows.tiered()) {
        numbers(html, RaceCells.speed(row));
      }
      if (rows.raced()) {
        timed(html, row);
        numbers(html, RaceCells.bytes(row), RaceCells.deflated(row));
      } else if (row.weight() == null) {
        html.append("<td colspan=\"3\" class=\"untimed\">")
            .append(escape(RaceCells.notWeighed(row)))
            .append("</td>");
      } else {
        numbers(html, RaceCells.bytes(row), RaceCells.deflated(row));
        html.append("<td>").append(escape(RaceCells.outcome(row))).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n");
    return html.toString();
  }

  private static void timed(StringBuilder html, RaceRow row) {
    if (!row.timed()) {
      html.append("<td colspan=\"6\" class=\"untimed\">")
          .append(escape(RaceCells.notTimed(row)))
          .append("</td>");
      return;
    }
    numbers(
        html,
        RaceCells.time(row.serialize()),
        RaceCells.ratio(row.serialize()),
        RaceCells.time(row.deserialize()),
        RaceCells.ratio(row.deserialize()),
        RaceCells.allocated(row.serialize()),
        RaceCells.allocated(row.deserialize()));
  }

  private static void numbers(StringBuilder html, String... texts) {
    for (String text : texts) {
      html.append("<td class=\"num\">").append(escape(text)).append("</td>");
    }
  }
}
