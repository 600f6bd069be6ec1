package io.serialtck.report.race;

import static io.serialtck.report.race.SvgWriter.number;

import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Timing;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The time of one operation against the session payload's size, both axes logarithmic: one line per
 * configuration through its timed session payloads, broken where a payload was not timed, the
 * hand-written baseline drawn thick and black on top; a vertical bar through a point is its 95%
 * interval over the rounds. A log axis has no 0, so {@code session-0B} is drawn at 1 B and its tick
 * labelled 0.
 */
final class TimeChart {

  /** Where a payload of 0 bytes is drawn on the size axis. */
  static final double ZERO_BYTES_AT = 1;

  private static final double WIDTH = 640;
  private static final double LEFT = 64;
  private static final double TOP = 36;
  private static final double BOTTOM = 58;
  private static final double MIN_HEIGHT = 420;

  private TimeChart() {}

  /** The chart, or nothing when no session payload was timed. */
  static Optional<String> render(RaceRows rows, Operation operation) {
    List<RacePayload> payloads = rows.sessionPayloads();
    Map<RaceSeries, List<List<Point>>> lines = new LinkedHashMap<>();
    for (RaceSeries series : drawingOrder(rows.series())) {
      List<List<Point>> segments = segments(rows, series, payloads, operation);
      if (!segments.isEmpty()) {
        lines.put(series, segments);
      }
    }
    if (lines.isEmpty()) {
      return Optional.empty();
    }
    List<Point> all = lines.values().stream().flatMap(List::stream).flatMap(List::stream).toList();
    double legendWidth =
        ChartLegend.SAMPLE_WIDTH
            + 16
            + lines.keySet().stream().mapToDouble(s -> ChartText.width(s.label())).max().orElse(0);
    double height =
        Math.max(MIN_HEIGHT, TOP + 16 + lines.size() * ChartLegend.ROW_HEIGHT + BOTTOM / 2);
    double right = WIDTH - legendWidth - 16;
    LogAxis x =
        LogAxis.padded(
            all.stream().mapToDouble(Point::x).min().orElseThrow(),
            all.stream().mapToDouble(Point::x).max().orElseThrow(),
            1.6,
            LEFT,
            right);
    LogAxis y =
        LogAxis.decades(
            all.stream().mapToDouble(Point::low).min().orElseThrow(),
            all.stream().mapToDouble(Point::high).max().orElseThrow(),
            height - BOTTOM,
            TOP);
    String title = operation.title() + " time per operation against session payload size";
    SvgWriter svg =
        new SvgWriter(
            "time-" + operation.id(),
            WIDTH,
            height,
            title + ", log-log, one line per configuration");
    svg.open("g", "font-family", ChartText.FONT, "font-size", "11", "fill", "#18181b");
    svg.label(title, LEFT, 18, "class", "chart-title", "font-size", "13");
    PlotFrame frame = new PlotFrame(LEFT, TOP, right, height - BOTTOM);
    TimeAxes.sizes(svg, frame, x, payloads, height - 14);
    TimeAxes.times(svg, frame, y, operation);
    frame.draw(svg);
    lines.forEach((series, segments) -> line(svg, series, segments, x, y, operation));
    legend(svg, lines, right + 16);
    svg.close("g");
    return Optional.of(svg.finish());
  }

  /** Baselines last, so that they are drawn over the other lines. */
  private static List<RaceSeries> drawingOrder(List<RaceSeries> series) {
    return series.stream().sorted(Comparator.comparing(s -> s.ordinal() < 0)).toList();
  }

  private static List<List<Point>> segments(
      RaceRows rows, RaceSeries series, List<RacePayload> payloads, Operation operation) {
    List<List<Point>> segments = new ArrayList<>();
    List<Point> current = new ArrayList<>();
    for (RacePayload payload : payloads) {
      Optional<RaceRow> row = rows.row(series, payload);
      if (row.isEmpty()) {
        continue;
      }
      Timing timing = row.get().timed() ? operation.of(row.get()) : null;
      if (timing != null && timing.nanosPerOp() > 0) {
        current.add(new Point(payload, timing));
      } else if (!current.isEmpty()) {
        segments.add(current);
        current = new ArrayList<>();
      }
    }
    if (!current.isEmpty()) {
      segments.add(current);
    }
    return segments;
  }

  private static void line(
      SvgWriter svg,
      RaceSeries series,
      List<List<Point>> segments,
      LogAxis x,
      LogAxis y,
      Operation operation) {
    SeriesStyle style = SeriesStyle.of(series);
    svg.open(
        "g",
        "class",
        series.handWritten() ? "series hand-written" : "series",
        "data-series",
        series.label());
    for (List<Point> segment : segments) {
      StringBuilder points = new StringBuilder();
      for (Point point : segment) {
        points
            .append(number(x.position(point.x())))
            .append(',')
            .append(number(y.position(point.nanos())))
            .append(' ');
      }
      svg.empty(
          "polyline",
          "points",
          points.toString().strip(),
          "fill",
          "none",
          "stroke",
          style.colour(),
          "stroke-width",
          number(style.width()),
          "stroke-dasharray",
          ChartLegend.dash(style),
          "stroke-linejoin",
          "round");
    }
    for (List<Point> segment : segments) {
      for (Point point : segment) {
        if (point.low() < point.high()) {
          svg.line(
              x.position(point.x()),
              y.position(point.low()),
              x.position(point.x()),
              y.position(point.high()),
              "class",
              "interval",
              "stroke",
              style.colour(),
              "stroke-width",
              "1.5");
        }
        ChartLegend.marker(
            svg,
            style,
            x.position(point.x()),
            y.position(point.nanos()),
            String.format(
                "%s, %s: %s %s ns/op",
                series.label(),
                point.payload().id(),
                operation.id(),
                RaceCells.time(point.timing())));
      }
    }
    svg.close("g");
  }

  private static void legend(SvgWriter svg, Map<RaceSeries, List<List<Point>>> lines, double left) {
    svg.open("g", "class", "legend");
    List<RaceSeries> entries =
        lines.keySet().stream()
            .sorted(
                Comparator.comparing((RaceSeries s) -> !s.handWritten())
                    .thenComparing(s -> !s.arraycopyBound()))
            .toList();
    double y = TOP + 8;
    for (RaceSeries series : entries) {
      ChartLegend.entry(svg, series.label(), SeriesStyle.of(series), left, y);
      y += ChartLegend.ROW_HEIGHT;
    }
    svg.close("g");
  }

  private record Point(RacePayload payload, Timing timing) {

    double x() {
      return Math.max(payload.sessionBytes(), ZERO_BYTES_AT);
    }

    double nanos() {
      return timing.nanosPerOp();
    }

    /** The lower end of the time's interval, or the time without one. */
    double low() {
      return timing.nanos() != null && timing.nanos().bounded() ? timing.nanos().low() : nanos();
    }

    /** The upper end of the time's interval, or the time without one. */
    double high() {
      return timing.nanos() != null && timing.nanos().bounded() ? timing.nanos().high() : nanos();
    }
  }
}
