package io.serialtck.report;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The upgrades of a run, near the top of {@code matrix.md} and {@code index.html}: one row per
 * configuration and kind of crossing (a library upgrade, a migration, another JDK, exploration),
 * with the two sides, what each direction's measured cells did, and the worst breaks by scenario.
 * Every cell is in the configuration's own file; this is the summary a team about to upgrade reads.
 */
public final class UpgradesSection implements ReportSection {

  /** How many breaking scenarios a row names. */
  static final int BREAKS_NAMED = 3;

  private static final String INTRO =
      "Each library upgrade, migration and JDK change this run asked: `backward` is data written"
          + " before the upgrade and read after it, `forward` the rollback. Each direction counts"
          + " the measured cells (those whose two sides each round-trip the case on their own):"
          + " intact, refused (REJECTED), silently wrong (LOSSY, CORRUPTED, ILL_TYPED), and other"
          + " (ALTERED, CRASHED, TIMED_OUT); every cell is in the configuration's own file.";

  @Override
  public boolean isIn(Report report) {
    return report.results().cells().stream().anyMatch(UpgradesSection::isUpgrade);
  }

  @Override
  public String markdown(Report report) {
    StringBuilder md = new StringBuilder("## Upgrades\n\n").append(INTRO).append("\n\n");
    md.append("| configuration | across | before | after | backward | forward | worst breaks |\n")
        .append("|---|---|---|---|---|---|---|\n");
    for (Crossing crossing : crossings(report.results().cells())) {
      md.append("| `")
          .append(crossing.configuration())
          .append("` | ")
          .append(MarkdownText.tableCell(crossing.kind()))
          .append(" | ")
          .append(MarkdownText.tableCell(crossing.before()))
          .append(" | ")
          .append(MarkdownText.tableCell(crossing.after()))
          .append(" | ")
          .append(crossing.counts(Direction.BACKWARD))
          .append(" | ")
          .append(crossing.counts(Direction.FORWARD))
          .append(" | ")
          .append(MarkdownText.tableCell(crossing.breaks()))
          .append(" |\n");
    }
    return md.append('\n').toString();
  }

  @Override
  public String html(Report report) {
    StringBuilder html = new StringBuilder("<section id=\"upgrades\">\n<h2>Upgrades</h2>\n<p>");
    html.append(escape(INTRO.replace("`", ""))).append("</p>\n<table class=\"podium\">\n");
    html.append("<thead><tr><th>configuration</th><th>across</th><th>before</th><th>after</th>")
        .append("<th>backward</th><th>forward</th><th>worst breaks</th></tr></thead>\n<tbody>\n");
    for (Crossing crossing : crossings(report.results().cells())) {
      html.append("<tr><th scope=\"row\">")
          .append(escape(crossing.configuration()))
          .append("</th><td>")
          .append(escape(crossing.kind()))
          .append("</td><td>")
          .append(escape(crossing.before()))
          .append("</td><td>")
          .append(escape(crossing.after()))
          .append("</td><td>")
          .append(escape(crossing.counts(Direction.BACKWARD)))
          .append("</td><td>")
          .append(escape(crossing.counts(Direction.FORWARD)))
          .append("</td><td class=\"verdict\">")
          .append(escape(crossing.breaks().replace("`", "")))
          .append("</td></tr>\n");
    }
    return html.append("</tbody>\n</table>\n</section>\n").toString();
  }

  private static boolean isUpgrade(CellResult cell) {
    return cell.category().equals(Categories.UPGRADE.id()) && !cell.harnessError();
  }

  /** The run's crossings, in the order of their first cell. */
  static List<Crossing> crossings(List<CellResult> cells) {
    Map<String, List<CellResult>> grouped = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      if (isUpgrade(cell)) {
        grouped
            .computeIfAbsent(cell.configuration() + "\u0000" + kindOf(cell), k -> new ArrayList<>())
            .add(cell);
      }
    }
    List<Crossing> crossings = new ArrayList<>();
    grouped.forEach(
        (key, own) ->
            crossings.add(new Crossing(own.get(0).configuration(), kindOf(own.get(0)), own)));
    return crossings;
  }

  /** {@code library}, {@code migration}, {@code jdk}, or an exploration cell's own scenario. */
  private static String kindOf(CellResult cell) {
    int colon = cell.scenario().indexOf(':');
    return colon > 0 ? cell.scenario().substring(0, colon) : cell.scenario();
  }

  /** One configuration's cells of one kind of crossing. */
  record Crossing(String configuration, String kind, List<CellResult> cells) {

    String before() {
      return side(true);
    }

    String after() {
      return side(false);
    }

    /** The side that writes the backward cells (before), or reads them (after). */
    private String side(boolean writer) {
      return cells.stream()
          .filter(c -> c.direction() == Direction.BACKWARD)
          .findFirst()
          .map(c -> UpgradeSides.describe(writer ? c.writer() : c.reader()))
          .orElse("");
    }

    /** {@code 138 of 168 measured: 136 intact, 2 refused, 0 silently wrong, 0 other}. */
    String counts(Direction direction) {
      List<CellResult> own = cells.stream().filter(c -> c.direction() == direction).toList();
      List<Outcome> measured =
          own.stream().map(CellResult::outcome).filter(Outcome::isMeasured).toList();
      long intact = measured.stream().filter(o -> o == Outcome.PASS).count();
      long refused = measured.stream().filter(o -> o == Outcome.REJECTED).count();
      long silent = measured.stream().filter(Outcome::isSilentlyWrong).count();
      long other = measured.size() - intact - refused - silent;
      return measured.size()
          + " of "
          + own.size()
          + " measured: "
          + intact
          + " intact, "
          + refused
          + " refused, "
          + silent
          + " silently wrong, "
          + other
          + " other";
    }

    /** The worst measured cells that did not pass, worst first, as scenario, direction, outcome. */
    String breaks() {
      List<CellResult> broken =
          cells.stream()
              .filter(c -> c.outcome().isMeasured() && c.outcome() != Outcome.PASS)
              .sorted(Comparator.comparingInt((CellResult c) -> -c.outcome().rank()))
              .toList();
      if (broken.isEmpty()) {
        return "none";
      }
      String named =
          broken.stream()
              .limit(BREAKS_NAMED)
              .map(c -> "`" + c.scenario() + "` " + c.direction().id() + " " + c.outcome().name())
              .collect(Collectors.joining("; "));
      return broken.size() > BREAKS_NAMED
          ? named + "; and " + (broken.size() - BREAKS_NAMED) + " more"
          : named;
    }
  }
}
