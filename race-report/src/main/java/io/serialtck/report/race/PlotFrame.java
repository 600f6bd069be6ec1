package io.serialtck.report.race;

/** The plotting area of a chart, in pixels, {@code top} above {@code bottom}. */
record PlotFrame(double left, double top, double right, double bottom) {

  /** A light line across the frame, behind the data. */
  void gridLine(SvgWriter svg, double x1, double y1, double x2, double y2) {
    svg.line(x1, y1, x2, y2, "class", "grid", "stroke", "#e4e4e7");
  }

  /** The frame's border. */
  void draw(SvgWriter svg) {
    svg.rect(
        left,
        top,
        right - left,
        bottom - top,
        "class",
        "frame",
        "fill",
        "none",
        "stroke",
        "#a1a1aa");
  }
}
