package io.serialtck.report.race;

import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.report.race.BarChart.Group;
import io.serialtck.report.race.BarChart.Measure;
import java.util.Comparator;
import java.util.List;

/** The bar charts of one payload: its sizes, and what each operation allocated. */
final class PayloadCharts {

  private static final List<Measure> SIZES =
      List.of(
          new Measure("bytes", "bytes written", "#2563eb"),
          new Measure("deflated", "after Deflate", "#93c5fd"));
  private static final List<Measure> ALLOCATIONS =
      List.of(
          new Measure("serialize", "serialize B/op", "#c2410c"),
          new Measure("deserialize", "deserialize B/op", "#fdba74"));

  private PayloadCharts() {}

  /** Raw and deflated size per configuration, smallest first. */
  static String size(RaceRows rows, RacePayload payload) {
    List<Group> groups =
        rows.rows(payload).stream()
            .sorted(
                Comparator.comparingLong(
                    (RaceRow row) -> row.weight() == null ? Long.MAX_VALUE : row.weight().bytes()))
            .map(
                row -> {
                  RaceSeries series = rows.seriesOf(row);
                  return row.weight() == null
                      ? Group.noted(
                          series.label(), series.handWritten(), "not weighed: " + row.outcome())
                      : Group.of(
                          series.label(),
                          series.handWritten(),
                          row.weight().bytes(),
                          row.weight().deflated());
                })
            .toList();
    return new BarChart(
            "size-" + id(payload),
            payload.id() + ": size",
            "bytes",
            SIZES,
            value -> RaceNumbers.exact(Math.round(value)))
        .render(groups);
  }

  /** Bytes allocated per serialize and deserialize, the rows not timed last. */
  static String allocation(RaceRows rows, RacePayload payload) {
    List<Group> groups =
        rows.rows(payload).stream()
            .sorted(Comparator.comparingDouble(PayloadCharts::allocated))
            .map(
                row -> {
                  RaceSeries series = rows.seriesOf(row);
                  return row.timed()
                      ? Group.of(
                          series.label(),
                          series.handWritten(),
                          row.serialize().allocatedBytesPerOp(),
                          row.deserialize().allocatedBytesPerOp())
                      : Group.noted(
                          series.label(), series.handWritten(), "not timed: " + row.outcome());
                })
            .toList();
    return new BarChart(
            "allocation-" + id(payload),
            payload.id() + ": allocation",
            "bytes allocated per operation",
            ALLOCATIONS,
            RaceNumbers::significant)
        .render(groups);
  }

  /** A payload id as an id and {@code data-chart} part: letters, digits and dashes. */
  static String id(RacePayload payload) {
    return payload.id().replaceAll("[^A-Za-z0-9_-]", "-");
  }

  private static double allocated(RaceRow row) {
    return row.timed()
        ? row.serialize().allocatedBytesPerOp() + row.deserialize().allocatedBytesPerOp()
        : Double.MAX_VALUE;
  }
}
