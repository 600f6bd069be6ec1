package io.serialtck.report.race;

import static io.serialtck.report.race.SvgWriter.number;

import java.util.ArrayList;
import java.util.List;

/** Draws a legend entry, and the marker of a point, in a series' style. */
final class ChartLegend {

  static final double ROW_HEIGHT = 18;
  static final double SAMPLE_WIDTH = 24;

  private ChartLegend() {}

  /** One entry whose sample line starts at {@code x} and is centred on {@code y}. */
  static void entry(SvgWriter svg, String label, SeriesStyle style, double x, double y) {
    svg.open("g", "class", "legend-entry", "data-series", label);
    svg.line(
        x,
        y,
        x + SAMPLE_WIDTH,
        y,
        "stroke",
        style.colour(),
        "stroke-width",
        number(style.width()),
        "stroke-dasharray",
        dash(style));
    marker(svg, style, x + SAMPLE_WIDTH / 2, y, null);
    svg.label(label, x + SAMPLE_WIDTH + 6, y + 4);
    svg.close("g");
  }

  /** A point's marker, with a tooltip when {@code tooltip} is not null. */
  static void marker(SvgWriter svg, SeriesStyle style, double x, double y, String tooltip) {
    double r = style.width() > 2 ? 4.5 : 3.5;
    String[] paint = {"class", "point", "fill", style.colour(), "stroke", "#ffffff"};
    String element;
    String[] attributes;
    switch (style.marker()) {
      case CIRCLE -> {
        element = "circle";
        attributes = concat(List.of("cx", number(x), "cy", number(y), "r", number(r)), paint);
      }
      case SQUARE -> {
        element = "rect";
        attributes = SvgWriter.rectangle(x - r, y - r, 2 * r, 2 * r, paint);
      }
      default -> {
        element = "polygon";
        double d = r + 1;
        String points =
            String.join(
                " ",
                number(x) + "," + number(y - d),
                number(x + d) + "," + number(y),
                number(x) + "," + number(y + d),
                number(x - d) + "," + number(y));
        attributes = concat(List.of("points", points), paint);
      }
    }
    if (tooltip == null) {
      svg.empty(element, attributes);
    } else {
      svg.open(element, attributes).text("title", tooltip).close(element);
    }
  }

  private static String[] concat(List<String> first, String[] second) {
    List<String> both = new ArrayList<>(first);
    both.addAll(List.of(second));
    return both.toArray(String[]::new);
  }

  /** The style's {@code stroke-dasharray}; null, so left out, for a solid line. */
  static String dash(SeriesStyle style) {
    return style.dash().isEmpty() ? null : style.dash();
  }
}
