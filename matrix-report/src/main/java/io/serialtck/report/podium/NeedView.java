package io.serialtck.report.podium;

import java.util.List;

/**
 * One view per need of a chooser ("my classes will evolve", "untrusted input", "JSON that other
 * programs read", "speed first"): a short table computed from the run's cells, ordered by a stated
 * rule, each row with how much of the configuration was measured, the figures it is ordered by, and
 * its reason in words.
 *
 * @param id the view's anchor in the reports
 * @param title what the chooser needs, as a heading
 * @param rule how the rows are ordered and what counts, in a paragraph
 * @param columns the titles of the figures, the first how much was measured
 * @param rows best first
 * @param note what the view cannot show and how to get it; empty when nothing is missing
 */
public record NeedView(
    String id, String title, String rule, List<String> columns, List<Row> rows, String note) {

  public NeedView {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
  }

  /**
   * One configuration in a view.
   *
   * @param configuration its id
   * @param figures one per column; the first says how much of the configuration was measured
   *     ({@code 472 of 476})
   * @param reason why it sits where it does, in words
   */
  public record Row(String configuration, List<String> figures, String reason) {

    public Row {
      figures = List.copyOf(figures);
    }
  }
}
