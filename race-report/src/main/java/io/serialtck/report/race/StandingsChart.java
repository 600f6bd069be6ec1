package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.Standing;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.race.engine.stats.TierRule;
import java.util.List;

/**
 * The tiers over all payloads drawn: one row per entrant, its ratio to hand-written as a dot and
 * its 95% interval as a bar, on a logarithmic axis, with the noise band around 1 shaded and a line
 * between tiers. Where the bars of two entrants overlap the band's width, the race does not tell
 * them apart.
 */
final class StandingsChart {

  private static final double WIDTH = 640;
  private static final double ROW = 18;
  private static final double TOP = 40;
  private static final double BOTTOM = 40;
  private static final double RIGHT = 16;
  private static final String BAR = "#1d4ed8";
  private static final String HAND_WRITTEN_COLOUR = "#18181b";

  private StandingsChart() {}

  static String render(RaceRows rows) {
    RaceDocument document = rows.document();
    List<Standing> standings = document.standings();
    double labels =
        standings.stream()
                .mapToDouble(s -> ChartText.width(rows.label(s.configuration(), s.version())))
                .max()
                .orElse(0)
            + 40;
    double left = Math.max(labels, 80);
    double height = TOP + standings.size() * ROW + BOTTOM;
    double delta = TierRule.delta(document.control() == null ? null : document.control().ratio());
    double min = 1 / (1 + delta);
    double max = 1 + delta;
    for (Standing standing : standings) {
      Interval ratio = standing.ratio();
      min = Math.min(min, ratio.bounded() ? ratio.low() : ratio.estimate());
      max = Math.max(max, ratio.bounded() ? ratio.high() : ratio.estimate());
    }
    LogAxis x = LogAxis.padded(min, max, 1.15, left, WIDTH - RIGHT);
    String title = "Serialize + deserialize time over hand-written, with 95% intervals";
    SvgWriter svg =
        new SvgWriter("tiers", WIDTH, height, title + ", log scale, one row per entrant, by tier");
    svg.open("g", "font-family", ChartText.FONT, "font-size", "11", "fill", "#18181b");
    svg.label(title, left, 18, "class", "chart-title", "font-size", "13");
    PlotFrame frame = new PlotFrame(left, TOP - 8, WIDTH - RIGHT, height - BOTTOM + 8);
    svg.rect(
        x.position(1 / (1 + delta)),
        frame.top(),
        x.position(1 + delta) - x.position(1 / (1 + delta)),
        frame.bottom() - frame.top(),
        "class",
        "noise-band",
        "fill",
        "#f4f4f5");
    for (double tick : x.ticks()) {
      double px = x.position(tick);
      frame.gridLine(svg, px, frame.top(), px, frame.bottom());
      svg.label(RaceNumbers.ratio(tick), px, frame.bottom() + 14, "text-anchor", "middle");
    }
    svg.line(
        x.position(1),
        frame.top(),
        x.position(1),
        frame.bottom(),
        "stroke",
        HAND_WRITTEN_COLOUR,
        "class",
        "one");
    svg.label(
        "ratio to hand-written (log); shaded: the noise band ±" + RaceNumbers.percent(delta),
        (frame.left() + frame.right()) / 2,
        height - 8,
        "class",
        "axis-title",
        "text-anchor",
        "middle");
    frame.draw(svg);
    int tier = 0;
    for (int i = 0; i < standings.size(); i++) {
      Standing standing = standings.get(i);
      double y = TOP + i * ROW + ROW / 2;
      if (tier != 0 && standing.tier() != tier) {
        svg.line(
            frame.left(),
            y - ROW / 2,
            frame.right(),
            y - ROW / 2,
            "stroke",
            "#a1a1aa",
            "stroke-dasharray",
            "4 3",
            "class",
            "tier-break");
      }
      tier = standing.tier();
      row(svg, rows, standing, x, left, y);
    }
    svg.close("g");
    return svg.finish();
  }

  private static void row(
      SvgWriter svg, RaceRows rows, Standing standing, LogAxis x, double left, double y) {
    String label = rows.label(standing.configuration(), standing.version());
    boolean handWritten = RaceDocument.HAND_WRITTEN.equals(standing.configuration());
    String colour = handWritten ? HAND_WRITTEN_COLOUR : BAR;
    svg.open("g", "class", "standing", "data-series", label, "data-tier", "" + standing.tier());
    svg.text(
        "title", label + ": tier " + standing.tier() + ", " + RaceNumbers.ratio(standing.ratio()));
    svg.label(standing.tier() + "  " + label, left - 8, y + 4, "text-anchor", "end");
    Interval ratio = standing.ratio();
    if (ratio.bounded()) {
      svg.line(
          x.position(ratio.low()),
          y,
          x.position(ratio.high()),
          y,
          "stroke",
          colour,
          "stroke-width",
          "3",
          "class",
          "interval");
    }
    svg.empty(
        "circle",
        "cx",
        SvgWriter.number(x.position(ratio.estimate())),
        "cy",
        SvgWriter.number(y),
        "r",
        "4",
        "fill",
        colour,
        "class",
        "estimate");
    svg.close("g");
  }
}
