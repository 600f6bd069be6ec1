package io.serialtck.report.race;

import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RacePayload;
import io.serialtck.tck.race.RaceRow;

/**
 * The "Speed and size" section of {@code matrix.md}: how the race ran, then one table per payload,
 * fastest configuration first. A weighing without a race gives the sizes only.
 */
public final class RaceMarkdown {

  private static final String RACE_HEADER =
      "| configuration | serialize ns/op | × hand-written | deserialize ns/op | × hand-written |"
          + " B/op ser | B/op deser | bytes | Deflate bytes |\n"
          + "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
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
    for (RacePayload payload : rows.payloads()) {
      md.append("### ").append(payload.id()).append("\n\n");
      md.append(rows.raced() ? RACE_HEADER : WEIGHING_HEADER);
      for (RaceRow row : rows.rows(payload)) {
        md.append("| `").append(rows.seriesOf(row).label()).append("` |");
        if (rows.raced()) {
          timed(md, row);
        } else {
          weighed(md, row);
        }
        md.append('\n');
      }
      md.append('\n');
    }
    return md.toString();
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
      md.append(text.isEmpty() ? " |" : " " + text.replace("|", "\\|") + " |");
    }
  }
}
