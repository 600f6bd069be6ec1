package io.serialtck.report.race;

import io.serialtck.race.engine.LambdaRow;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.report.race.BarChart.Group;
import io.serialtck.report.race.BarChart.Measure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The bars beside the tables of {@link MoreTables}: the lambdas' p50 against p99.99, the echo. */
final class MoreCharts {

  private static final List<Measure> PERCENTILES =
      List.of(
          new Measure("p50", "p50 ns", "#0f766e"), new Measure("p9999", "p99.99 ns", "#5eead4"));
  private static final List<Measure> ECHOES =
      List.of(
          new Measure("echo", "echo ns/op", "#7c3aed"),
          new Measure("echo-copy", "echo + copy ns/op", "#c4b5fd"));

  private MoreCharts() {}

  static Optional<String> lambdas(RaceRows rows) {
    List<Group> groups = new ArrayList<>();
    for (LambdaRow row : rows.document().lambdas()) {
      if (row.timed()) {
        groups.add(
            Group.of(
                rows.label(row.configuration(), row.version()) + " · " + row.criterion(),
                row.configuration().equals(RaceDocument.HAND_WRITTEN),
                row.roundTrip().p50Nanos(),
                row.roundTrip().p9999Nanos()));
      }
    }
    if (groups.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new BarChart(
                "lambda-latency",
                "Lambdas: round trip, p50 and p99.99",
                "ns",
                PERCENTILES,
                RaceNumbers::significant)
            .render(groups));
  }

  static Optional<String> echo(RaceRows rows) {
    List<Group> groups = new ArrayList<>();
    for (RacePayload payload : rows.payloads()) {
      for (RaceRow row : rows.rows(payload)) {
        if (row.echo() != null && row.echoCopy() != null) {
          RaceSeries series = rows.seriesOf(row);
          groups.add(
              Group.of(
                  series.label(),
                  series.handWritten(),
                  row.echo().nanosPerOp(),
                  row.echoCopy().nanosPerOp()));
        }
      }
    }
    if (groups.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new BarChart(
                "echo",
                "TopOfBook echo, with one more object",
                "ns/op",
                ECHOES,
                RaceNumbers::significant)
            .render(groups));
  }
}
