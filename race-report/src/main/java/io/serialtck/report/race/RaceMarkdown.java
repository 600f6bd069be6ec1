package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.tck.text.MarkdownText;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Speed and size" section of {@code matrix.md}: how the race ran, then one table per payload,
 * fastest configuration first, then the tables of reuse, the echo, the file trips and the lambdas
 * ({@link MoreTables}). A weighing without a race gives the sizes only.
 */
public final class RaceMarkdown {

  private static final String RACE_HEADER =
      "| configuration | serialize ns/op | × hand-written | deserialize ns/op | × hand-written |"
          + " B/op ser | B/op deser | bytes | Deflate bytes |\n"
          + "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  private static final String TIERED_HEADER =
      "| tier | configuration | ser + deser × hand-written | serialize ns/op | × hand-written |"
          + " deserialize ns/op | × hand-written | B/op ser | B/op deser | bytes | Deflate bytes |\n"
          + "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  private static final String WEIGHING_HEADER =
      "| configuration | bytes | Deflate bytes | outcome |\n|---|---:|---:|---|\n";

  private RaceMarkdown() {}

  public static String render(RaceDocument document) {
    RaceRows rows = RaceRows.of(document);
    StringBuilder md = new StringBuilder();
    md.append("## Speed and size\n\n")
        .append(RaceIntro.settings(rows))
        .append("\n\n")
        .append(RaceIntro.reading(rows))
        .append("\n\n");
    List<String> method = RaceIntro.method(document);
    if (!method.isEmpty()) {
      md.append(String.join(" ", method)).append("\n\n");
    }
    Standings.table(rows).ifPresent(table -> table(md, table));
    for (RacePayload payload : rows.payloads()) {
      md.append("### ").append(payload.id()).append("\n\n");
      md.append(rows.tiered() ? TIERED_HEADER : rows.raced() ? RACE_HEADER : WEIGHING_HEADER);
      for (RaceRow row : rows.rows(payload)) {
        md.append('|');
        if (rows.tiered()) {
          cells(md, RaceCells.tier(row));
        }
        md.append(" `").append(rows.seriesOf(row).label()).append("` |");
        if (rows.tiered()) {
          cells(md, RaceCells.speed(row));
        }
        if (rows.raced()) {
          timed(md, row);
        } else {
          weighed(md, row);
        }
        md.append('\n');
      }
      md.append('\n');
    }
    for (RaceTableData table : MoreTables.of(rows)) {
      table(md, table);
    }
    return md.toString();
  }

  private static void table(StringBuilder md, RaceTableData table) {
    md.append("### ").append(table.title()).append("\n\n").append(table.intro()).append("\n\n|");
    cells(md, table.header().toArray(String[]::new));
    md.append("\n|---|").append("---:|".repeat(table.header().size() - 1)).append('\n');
    for (List<String> row : table.rows()) {
      md.append('|');
      List<String> cells = new ArrayList<>(row);
      while (cells.size() < table.header().size()) {
        cells.add("");
      }
      cells.set(0, "`" + cells.get(0) + "`");
      cells(md, cells.toArray(String[]::new));
      md.append('\n');
    }
    md.append('\n');
  }

  private static void timed(StringBuilder md, RaceRow row) {
    if (row.timed()) {
      cells(
          md,
          RaceCells.time(row.serialize()),
          RaceCells.ratio(row.serialize()),
          RaceCells.time(row.deserialize()),
          RaceCells.ratio(row.deserialize()),
          RaceCells.allocated(row.serialize()),
          RaceCells.allocated(row.deserialize()));
    } else {
      cells(md, RaceCells.notTimed(row), "", "", "", "", "");
    }
    cells(md, RaceCells.bytes(row), RaceCells.deflated(row));
  }

  private static void weighed(StringBuilder md, RaceRow row) {
    if (row.weight() == null) {
      cells(md, "", "", RaceCells.notWeighed(row));
    } else {
      cells(md, RaceCells.bytes(row), RaceCells.deflated(row), RaceCells.outcome(row));
    }
  }

  private static void cells(StringBuilder md, String... texts) {
    for (String text : texts) {
      md.append(text.isEmpty() ? " |" : " " + MarkdownText.tableCell(text) + " |");
    }
  }
}
