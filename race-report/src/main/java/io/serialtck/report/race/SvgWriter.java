package io.serialtck.report.race;

import io.serialtck.tck.text.HtmlText;
import java.util.Arrays;
import java.util.Locale;

/**
 * Writes one inline SVG chart: the root element with its accessible name and hooks, then elements
 * whose attribute values and text are escaped here. The root has no {@code xmlns}: the HTML parser
 * puts an inline {@code <svg>} in the SVG namespace itself, and the page names no URL.
 */
final class SvgWriter {

  private final StringBuilder svg = new StringBuilder(8192);

  /**
   * @param chart the kind of chart, for {@code data-chart} and the id ({@code time-serialize})
   * @param label the chart's accessible name, also its {@code <title>}
   */
  SvgWriter(String chart, double width, double height, String label) {
    svg.append("<svg class=\"race-chart\" id=\"chart-")
        .append(HtmlText.escape(chart))
        .append("\" data-chart=\"")
        .append(HtmlText.escape(chart))
        .append("\" role=\"img\" aria-label=\"")
        .append(HtmlText.escape(label))
        .append("\" width=\"")
        .append(number(width))
        .append("\" height=\"")
        .append(number(height))
        .append("\" viewBox=\"0 0 ")
        .append(number(width))
        .append(' ')
        .append(number(height))
        .append("\">\n<title>")
        .append(HtmlText.escape(label))
        .append("</title>\n");
  }

  /** An opening tag; {@code attributes} are name, value, name, value…, a null value left out. */
  SvgWriter open(String name, String... attributes) {
    tag(name, attributes);
    svg.append(">\n");
    return this;
  }

  SvgWriter close(String name) {
    svg.append("</").append(name).append(">\n");
    return this;
  }

  /** An element without content. */
  SvgWriter empty(String name, String... attributes) {
    tag(name, attributes);
    svg.append("/>\n");
    return this;
  }

  /** An element holding text only. */
  SvgWriter text(String name, String text, String... attributes) {
    tag(name, attributes);
    svg.append('>').append(HtmlText.escape(text)).append("</").append(name).append(">\n");
    return this;
  }

  /** A line from (x1, y1) to (x2, y2), and any further attributes. */
  SvgWriter line(double x1, double y1, double x2, double y2, String... attributes) {
    return empty(
        "line",
        concat(
            new String[] {"x1", number(x1), "y1", number(y1), "x2", number(x2), "y2", number(y2)},
            attributes));
  }

  /** A rectangle, and any further attributes. */
  SvgWriter rect(double x, double y, double width, double height, String... attributes) {
    return empty("rect", rectangle(x, y, width, height, attributes));
  }

  /** The attributes of a rectangle, followed by {@code attributes}. */
  static String[] rectangle(double x, double y, double width, double height, String... attributes) {
    return concat(
        new String[] {
          "x", number(x), "y", number(y), "width", number(width), "height", number(height)
        },
        attributes);
  }

  /** A text at (x, y), and any further attributes. */
  SvgWriter label(String text, double x, double y, String... attributes) {
    return text("text", text, concat(new String[] {"x", number(x), "y", number(y)}, attributes));
  }

  /** The chart, closed. */
  String finish() {
    return svg + "</svg>\n";
  }

  /** A coordinate or length: at most one decimal, never an exponent. */
  static String number(double value) {
    double rounded = Math.round(value * 10) / 10.0;
    return rounded == Math.rint(rounded)
        ? Long.toString((long) rounded)
        : String.format(Locale.ROOT, "%.1f", rounded);
  }

  private static String[] concat(String[] first, String[] second) {
    String[] both = Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, both, first.length, second.length);
    return both;
  }

  private void tag(String name, String... attributes) {
    if (attributes.length % 2 != 0) {
      throw new IllegalArgumentException("attributes come in name, value pairs: " + name);
    }
    svg.append('<').append(name);
    for (int i = 0; i < attributes.length; i += 2) {
      if (attributes[i + 1] == null) {
        continue;
      }
      svg.append(' ')
          .append(attributes[i])
          .append("=\"")
          .append(HtmlText.escape(attributes[i + 1]))
          .append('"');
    }
  }
}
