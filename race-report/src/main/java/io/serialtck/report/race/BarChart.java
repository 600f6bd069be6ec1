package io.serialtck.report.race;

import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Horizontal grouped bars on a linear axis from 0: one group per configuration, one bar per measure
 * (raw and deflated size, say), coloured by measure, the value written at the bar's end. A group
 * with a note (why it has no values) shows the note instead of bars.
 */
final class BarChart {

  /** What one bar of each group measures, and its colour. */
  record Measure(String id, String name, String colour) {}

  /**
   * @param values one per measure, in the chart's order; ignored when {@code note} is set
   * @param emphasised drawn in bold (the hand-written baseline)
   */
  record Group(String label, boolean emphasised, double[] values, String note) {

    static Group of(String label, boolean emphasised, double... values) {
      return new Group(label, emphasised, values, null);
    }

    static Group noted(String label, boolean emphasised, String note) {
      return new Group(label, emphasised, new double[0], note);
    }
  }

  private static final double WIDTH = 620;
  private static final double TOP = 54;
  private static final double BAR = 10;
  private static final double BAR_GAP = 2;
  private static final double GROUP_GAP = 9;
  private static final double VALUE_SPACE = 84;
  private static final double BOTTOM = 40;

  private final String chart;
  private final String title;
  private final String unit;
  private final List<Measure> measures;
  private final DoubleFunction<String> valueText;

  /**
   * @param chart the kind of chart and its payload, for the hooks ({@code size-session-1KB})
   * @param unit what the axis counts ({@code bytes})
   * @param valueText how a value is written at a bar's end and on the axis
   */
  BarChart(
      String chart,
      String title,
      String unit,
      List<Measure> measures,
      DoubleFunction<String> valueText) {
    this.chart = chart;
    this.title = title;
    this.unit = unit;
    this.measures = measures;
    this.valueText = valueText;
  }

  String render(List<Group> groups) {
    double labelWidth =
        Math.max(
            90, 12 + groups.stream().mapToDouble(g -> ChartText.width(g.label())).max().orElse(0));
    double groupHeight = measures.size() * (BAR + BAR_GAP) - BAR_GAP + GROUP_GAP;
    double bottom = TOP + groups.size() * groupHeight;
    double max =
        groups.stream()
            .filter(g -> g.note() == null)
            .flatMapToDouble(g -> Arrays.stream(g.values()))
            .max()
            .orElse(0);
    LinearAxis axis = LinearAxis.upTo(max, labelWidth, WIDTH - VALUE_SPACE);
    String measured = String.join(" and ", measures.stream().map(Measure::name).toList());
    SvgWriter svg =
        new SvgWriter(
            chart,
            WIDTH,
            bottom + BOTTOM,
            title + ": " + measured + " per configuration, in " + unit);
    svg.open("g", "font-family", ChartText.FONT, "font-size", "11", "fill", "#18181b");
    svg.label(title, 4, 18, "class", "chart-title", "font-size", "13");
    legend(svg);
    svg.open("g", "class", "axis x-axis");
    for (double tick : axis.ticks()) {
      double x = axis.position(tick);
      svg.line(x, TOP - 4, x, bottom, "class", "grid", "stroke", "#e4e4e7");
      svg.label(valueText.apply(tick), x, bottom + 14, "text-anchor", "middle");
    }
    svg.label(
        unit,
        (labelWidth + WIDTH - VALUE_SPACE) / 2,
        bottom + 32,
        "class",
        "axis-title",
        "text-anchor",
        "middle");
    svg.close("g");
    double y = TOP;
    for (Group group : groups) {
      group(svg, group, axis, labelWidth, y, groupHeight - GROUP_GAP);
      y += groupHeight;
    }
    svg.close("g");
    return svg.finish();
  }

  private void legend(SvgWriter svg) {
    svg.open("g", "class", "legend");
    double x = 4;
    for (Measure measure : measures) {
      svg.open("g", "class", "legend-entry", "data-measure", measure.id());
      svg.rect(x, 28, 14, 10, "fill", measure.colour());
      svg.label(measure.name(), x + 19, 37);
      svg.close("g");
      x += 19 + ChartText.width(measure.name()) + 18;
    }
    svg.close("g");
  }

  private void group(
      SvgWriter svg, Group group, LinearAxis axis, double labelWidth, double top, double height) {
    svg.open("g", "class", "bar-group", "data-series", group.label());
    double middle = top + height / 2 + 4;
    svg.label(
        group.label(),
        labelWidth - 8,
        middle,
        "text-anchor",
        "end",
        "font-weight",
        group.emphasised() ? "700" : null);
    if (group.note() != null) {
      svg.label(
          group.note(),
          labelWidth + 4,
          middle,
          "class",
          "note",
          "fill",
          "#52525b",
          "font-style",
          "italic");
    } else {
      double y = top;
      for (int i = 0; i < measures.size(); i++) {
        Measure measure = measures.get(i);
        double end = axis.position(group.values()[i]);
        String text = valueText.apply(group.values()[i]);
        svg.open(
            "rect",
            SvgWriter.rectangle(
                labelWidth,
                y,
                end - labelWidth,
                BAR,
                "class",
                "bar",
                "data-measure",
                measure.id(),
                "fill",
                measure.colour()));
        svg.text("title", group.label() + ", " + measure.name() + ": " + text + " " + unit);
        svg.close("rect");
        svg.label(text, end + 4, y + BAR - 1, "class", "value", "font-size", "10");
        y += BAR + BAR_GAP;
      }
    }
    svg.close("g");
  }
}
