package io.serialtck.report.podium;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.report.section.TerminalTable;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The podium, first in every format: on the page and in {@code matrix.md} the ranks with the
 * figures they come from and each configuration's verdict line, on the terminal the ranks alone. A
 * comparison of a team's releases has none.
 */
public final class PodiumSection implements ReportSection {

  @Override
  public boolean isIn(Report report) {
    return !report.results().comparesReleases();
  }

  @Override
  public String html(Report report) {
    return PodiumHtml.render(podium(report));
  }

  @Override
  public String markdown(Report report) {
    return PodiumMarkdown.render(podium(report));
  }

  @Override
  public void terminal(Report report, PrintStream out) {
    printRanks(out, podium(report));
  }

  /**
   * The podium's ranks, one short row per configuration; the verdict lines, as wide as a paragraph,
   * are in {@code matrix.md} and {@code index.html}. Nothing for an empty podium.
   */
  public static void printRanks(PrintStream out, Podium podium) {
    if (podium.isEmpty()) {
      return;
    }
    out.println();
    out.println(
        "Podium: mean rank over the dimensions (docs/podium.md); each configuration's verdict is"
            + " in matrix.md and index.html:");
    List<String[]> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("rank", "configuration"));
    podium.dimensions().forEach(dimension -> header.add(dimension.title()));
    rows.add(header.toArray(String[]::new));
    for (PodiumEntry entry : podium.entries()) {
      List<String> row = new ArrayList<>();
      row.add(entry.rank() + " (" + entry.meanRankText() + ")");
      row.add(entry.configuration());
      podium.dimensions().forEach(d -> row.add(entry.place(d).orElseThrow().text()));
      rows.add(row.toArray(String[]::new));
    }
    TerminalTable.print(out, rows);
  }

  private static Podium podium(Report report) {
    return Podium.of(report.results(), report.race());
  }
}
