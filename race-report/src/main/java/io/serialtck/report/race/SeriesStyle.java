package io.serialtck.report.race;

/**
 * How a series is drawn. Twelve colours, then the same colours dashed with square markers, then
 * dotted with diamonds: 36 series tell apart before a style repeats. The hand-written baseline is
 * black and thick, the arraycopy bound grey and dotted.
 *
 * @param colour stroke and fill colour
 * @param dash {@code stroke-dasharray}, empty for a solid line
 * @param marker the shape of its points
 * @param width stroke width
 */
record SeriesStyle(String colour, String dash, Marker marker, double width) {

  enum Marker {
    CIRCLE,
    SQUARE,
    DIAMOND
  }

  private static final String[] PALETTE = {
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
    "#e377c2", "#17becf", "#bcbd22", "#393b79", "#637939", "#ad494a"
  };
  private static final String[] DASHES = {"", "7 3", "2 2"};

  static final SeriesStyle HAND_WRITTEN = new SeriesStyle("#000000", "", Marker.CIRCLE, 3.2);
  static final SeriesStyle ARRAYCOPY_BOUND = new SeriesStyle("#71717a", "2 3", Marker.SQUARE, 1.6);

  static SeriesStyle of(RaceSeries series) {
    if (series.handWritten()) {
      return HAND_WRITTEN;
    }
    if (series.arraycopyBound()) {
      return ARRAYCOPY_BOUND;
    }
    int round = series.ordinal() / PALETTE.length % DASHES.length;
    return new SeriesStyle(
        PALETTE[series.ordinal() % PALETTE.length], DASHES[round], Marker.values()[round], 1.6);
  }
}
