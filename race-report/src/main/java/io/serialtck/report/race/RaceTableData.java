package io.serialtck.report.race;

import java.util.List;

/**
 * A table of the race beyond the per-payload ones (reuse, the echo, the file trips, the lambdas),
 * as text cells, so that the Markdown and the HTML agree. A row whose measurement is missing has
 * one cell after its label: why.
 *
 * @param id a slug for the page's anchors
 * @param title the heading
 * @param intro what it shows and how it was measured; plain text
 * @param header the column names, the label's first
 * @param rows each row's cells, its label first
 * @param handWritten whether each row is the hand-written baseline's
 */
record RaceTableData(
    String id,
    String title,
    String intro,
    List<String> header,
    List<List<String>> rows,
    List<Boolean> handWritten) {

  RaceTableData {
    header = List.copyOf(header);
    rows = List.copyOf(rows);
    handWritten = List.copyOf(handWritten);
  }
}
