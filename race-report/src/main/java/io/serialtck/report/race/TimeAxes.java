package io.serialtck.report.race;

import io.serialtck.race.engine.RacePayload;
import java.util.List;

/**
 * The axes of a time chart: the session payloads' sizes along x, ticked at each payload, and
 * decades of time along y.
 */
final class TimeAxes {

  static final String SIZE_TITLE =
      "session payload: bytes of strings and byte arrays (log; 0 drawn at 1 B)";

  private TimeAxes() {}

  static void sizes(
      SvgWriter svg, PlotFrame frame, LogAxis x, List<RacePayload> payloads, double titleY) {
    svg.open("g", "class", "axis x-axis");
    for (RacePayload payload : payloads) {
      double at = Math.max(payload.sessionBytes(), TimeChart.ZERO_BYTES_AT);
      if (at < x.lower() || at > x.upper()) {
        continue;
      }
      double px = x.position(at);
      frame.gridLine(svg, px, frame.top(), px, frame.bottom());
      svg.line(px, frame.bottom(), px, frame.bottom() + 5, "stroke", "#52525b");
      svg.label(
          ChartText.size(payload.sessionBytes()), px, frame.bottom() + 18, "text-anchor", "middle");
    }
    svg.label(
        SIZE_TITLE,
        (frame.left() + frame.right()) / 2,
        titleY,
        "class",
        "axis-title",
        "text-anchor",
        "middle");
    svg.close("g");
  }

  static void times(SvgWriter svg, PlotFrame frame, LogAxis y, Operation operation) {
    svg.open("g", "class", "axis y-axis");
    for (double tick : y.ticks()) {
      double py = y.position(tick);
      frame.gridLine(svg, frame.left(), py, frame.right(), py);
      svg.label(ChartText.time(tick), frame.left() - 6, py + 4, "text-anchor", "end");
    }
    double middle = (frame.top() + frame.bottom()) / 2;
    svg.label(
        operation.id() + " time per operation (log)",
        14,
        middle,
        "class",
        "axis-title",
        "text-anchor",
        "middle",
        "transform",
        "rotate(-90 14 " + SvgWriter.number(middle) + ")");
    svg.close("g");
  }
}
