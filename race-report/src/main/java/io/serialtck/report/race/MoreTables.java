package io.serialtck.report.race;

import io.serialtck.race.engine.LambdaRow;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Timing;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The race's tables beyond serialize and deserialize: reading into a reused object, the {@code
 * TopOfBook} echo with and without one more object, the trips to a file, and the lambdas' latency.
 * Each is there only when the document has a row for it.
 */
final class MoreTables {

  static final String REUSE = "deserializeReuse";
  static final String ECHO = "echo";
  static final String ECHO_COPY = "echoCopy";
  static final String ECHO_REUSE = "echoReuse";
  static final String FILE_STREAM = "fileTripStream";
  static final String FILE_RANDOM_ACCESS = "fileTripRandomAccess";

  private static final String NOT_MEASURED_IN_ONE_JVM = "(one JVM)";

  private MoreTables() {}

  static List<RaceTableData> of(RaceRows rows) {
    List<RaceTableData> tables = new ArrayList<>();
    reuse(rows).ifPresent(tables::add);
    echo(rows).ifPresent(tables::add);
    files(rows).ifPresent(tables::add);
    lambdas(rows).ifPresent(tables::add);
    return tables;
  }

  static Optional<RaceTableData> reuse(RaceRows rows) {
    Builder table = new Builder();
    for (RacePayload payload : rows.payloads()) {
      for (RaceRow row : rows.rows(payload)) {
        if (row.deserializeReuse() == null && !row.untimed().containsKey(REUSE)) {
          continue;
        }
        String label = rows.seriesOf(row).label() + " · " + payload.id();
        boolean handWritten = rows.seriesOf(row).handWritten();
        if (row.deserializeReuse() == null) {
          table.note(label, handWritten, row.untimed().get(REUSE));
          continue;
        }
        Timing reuse = row.deserializeReuse();
        Timing fresh = row.deserialize();
        table.row(
            handWritten,
            label,
            fresh == null ? "" : RaceCells.time(fresh),
            fresh == null ? "" : RaceCells.allocated(fresh),
            RaceCells.time(reuse),
            RaceCells.allocated(reuse),
            fresh == null ? "" : RaceCells.relative(reuse, fresh),
            RaceCells.ratio(reuse));
      }
    }
    return table.build(
        "reuse",
        "Allocation and reuse: reading into an object the caller holds",
        "A configuration that implements the kit's optional ReusingReader capability is timed"
            + " twice on TestObject and TopOfBook: reading a new object (deserialize) and reading"
            + " into one object it read before (readInto, reuse). Before timing, the guard empties"
            + " the target's fields, reads into it and checks that every value arrived, as for any"
            + " read. A configuration without the capability has no reuse time and says so. B/op:"
            + " bytes allocated per read (JMH's GC profiler).",
        List.of(
            "configuration · payload",
            "new object ns/op",
            "B/op",
            "reuse ns/op",
            "B/op",
            "reuse ÷ new",
            "reuse × hand-written"));
  }

  static Optional<RaceTableData> echo(RaceRows rows) {
    // Without forks, echo + copy runs on the code that echo compiled before it in the same JVM.
    boolean sharedJvm =
        rows.document().settings() != null && rows.document().settings().forks() == 0;
    Builder table = new Builder();
    for (RacePayload payload : rows.payloads()) {
      for (RaceRow row : rows.rows(payload)) {
        boolean planned =
            row.echo() != null
                || row.untimed().containsKey(ECHO)
                || row.untimed().containsKey(ECHO_COPY);
        if (!planned) {
          continue;
        }
        String label = rows.seriesOf(row).label();
        boolean handWritten = rows.seriesOf(row).handWritten();
        if (row.echo() == null || row.echoCopy() == null) {
          table.note(
              label,
              handWritten,
              Objects.requireNonNullElse(
                  row.untimed().getOrDefault(ECHO, row.untimed().get(ECHO_COPY)), "not timed"));
          continue;
        }
        Timing echo = row.echo();
        Timing copy = row.echoCopy();
        Timing reuse = row.echoReuse();
        table.row(
            handWritten,
            label,
            RaceCells.time(echo),
            RaceCells.time(copy),
            sharedJvm ? NOT_MEASURED_IN_ONE_JVM : oneObject(echo, copy),
            sharedJvm ? NOT_MEASURED_IN_ONE_JVM : RaceCells.relative(copy, echo),
            RaceCells.allocated(echo),
            RaceCells.allocated(copy),
            reuse != null
                ? RaceCells.time(reuse) + " (" + RaceCells.allocated(reuse) + " B/op)"
                : Objects.requireNonNullElse(row.untimed().get(ECHO_REUSE), ""));
      }
    }
    return table.build(
        "echo",
        "The TopOfBook echo: the cost of one more object",
        "As in the published echo benchmark: read an event's bytes, write the event again. echo"
            + " reads into a new event (read); echo + copy also copies it field by field into one"
            + " more new event, which is written; the difference is that one object's cost, and"
            + " echo + copy ÷ echo what it takes from throughput, with an interval whose ends are"
            + " those of the two times' intervals taken apart (— without them); a difference no"
            + " larger than JMH's error of the two times is marked within noise. echo with reuse"
            + " reads into one"
            + " reused event (readInto, Chronicle Wire's model) where the configuration implements"
            + " ReusingReader."
            + (sharedJvm
                ? " This race ran each configuration's benchmarks one after the other in one JVM"
                    + " (no forks), so echo + copy ran on code that echo had compiled: their"
                    + " difference is not a measurement here, and is left out; the full race forks"
                    + " each benchmark."
                : ""),
        List.of(
            "configuration",
            "echo ns/op",
            "echo + copy ns/op",
            "one object ns",
            "echo + copy ÷ echo",
            "echo B/op",
            "echo + copy B/op",
            "echo with reuse ns/op"));
  }

  static Optional<RaceTableData> files(RaceRows rows) {
    Builder table = new Builder();
    for (RacePayload payload : rows.payloads()) {
      for (RaceRow row : rows.rows(payload)) {
        boolean planned =
            row.fileTripStream() != null
                || row.untimed().containsKey(FILE_STREAM)
                || row.untimed().containsKey(FILE_RANDOM_ACCESS);
        if (!planned) {
          continue;
        }
        String label = rows.seriesOf(row).label() + " · " + payload.id();
        boolean handWritten = rows.seriesOf(row).handWritten();
        Timing stream = row.fileTripStream();
        Timing access = row.fileTripRandomAccess();
        if (stream == null && access == null) {
          table.note(
              label,
              handWritten,
              Objects.requireNonNullElse(
                  row.untimed().getOrDefault(FILE_STREAM, row.untimed().get(FILE_RANDOM_ACCESS)),
                  "not timed"));
          continue;
        }
        table.row(
            handWritten,
            label,
            row.timed() ? RaceNumbers.significant(row.serializeAndDeserializeNanos()) : "",
            stream == null ? untimed(row, FILE_STREAM) : RaceCells.time(stream),
            stream == null ? "" : RaceCells.ratio(stream),
            access == null ? untimed(row, FILE_RANDOM_ACCESS) : RaceCells.time(access),
            access == null ? "" : RaceCells.ratio(access),
            stream == null || access == null ? "" : RaceCells.relative(stream, access));
      }
    }
    return table.build(
        "files",
        "A full trip to a file",
        "Write the object, put its bytes in a file, read them back, read the object: through a"
            + " BufferedOutputStream on a FileOutputStream and a BufferedInputStream on a"
            + " FileInputStream, or through one RandomAccessFile (seek, write, cut to length,"
            + " seek, read fully), each opened per trip; a temporary file per trial, no fsync (the"
            + " trip ends in the page cache). Opening a FileOutputStream truncates the file, which"
            + " on a file system such as ext4 frees and reallocates its block and costs far more"
            + " than writing a few bytes; the RandomAccessFile overwrites in place: the streams ÷"
            + " RandomAccessFile ratio is mostly that. The kit's configurations write a byte[], so a trip is the configuration's"
            + " bytes plus the file I/O, the same I/O for every configuration: the published 207"
            + " µs against 43 µs for Java serialization came from writing object streams"
            + " straight to a file, a difference the kit cannot reproduce through a byte[]; compare"
            + " ratios, not those figures.",
        List.of(
            "configuration · payload",
            "in memory ns (ser + deser)",
            "buffered streams ns/op",
            "× hand-written",
            "RandomAccessFile ns/op",
            "× hand-written",
            "streams ÷ RandomAccessFile"));
  }

  static Optional<RaceTableData> lambdas(RaceRows rows) {
    Builder table = new Builder();
    for (LambdaRow row : rows.document().lambdas()) {
      String label = rows.label(row.configuration(), row.version()) + " · " + row.criterion();
      boolean handWritten = row.configuration().equals(RaceDocument.HAND_WRITTEN);
      if (!row.timed()) {
        table.note(label, handWritten, outcome(row));
        continue;
      }
      table.row(
          handWritten,
          label,
          RaceNumbers.significant(row.roundTrip().p50Nanos()),
          RaceNumbers.significant(row.roundTrip().p9999Nanos()),
          RaceNumbers.ratio(row.roundTrip().p9999Nanos() / row.roundTrip().p50Nanos()),
          RaceNumbers.significant(row.roundTrip().allocatedBytesPerOp()),
          row.weight() == null ? "" : RaceNumbers.exact(row.weight().bytes()));
    }
    return table.build(
        "lambdas",
        "Lambdas: round-trip latency",
        "A round trip (write, then read) of the function criteria lambda-noncapturing,"
            + " lambda-capturing and enum-function, in JMH's sample mode: the typical time (p50)"
            + " and the 99.99th percentile of single round trips, in ns. Checked as the matrix's"
            + " cell first: a function that does not read back intact is not timed, and its row"
            + " gives the outcome. The hand-written baseline has no code for functions, so there is"
            + " no ratio: compare a configuration's enum-function with its two lambdas.",
        List.of(
            "configuration · criterion", "p50 ns", "p99.99 ns", "p99.99 ÷ p50", "B/op", "bytes"));
  }

  /**
   * The one object's cost, echo + copy minus echo; "within noise" when the difference is no larger
   * than JMH's error of the two times together (half their 99.9% intervals, added in quadrature).
   */
  static String oneObject(Timing echo, Timing copy) {
    double difference = copy.nanosPerOp() - echo.nanosPerOp();
    String figure = RaceNumbers.significant(difference);
    if (echo.error() == null || copy.error() == null) {
      return figure;
    }
    double error = Math.hypot(echo.error(), copy.error());
    return Math.abs(difference) <= error
        ? figure + " (within noise: ± " + RaceNumbers.significant(error) + ")"
        : figure;
  }

  private static String untimed(RaceRow row, String benchmark) {
    return Objects.requireNonNullElse(row.untimed().get(benchmark), "");
  }

  private static String outcome(LambdaRow row) {
    String detail = Objects.requireNonNullElse(row.detail(), "").strip().replaceAll("\\s+", " ");
    if (detail.startsWith("not timed: ")) {
      detail = detail.substring("not timed: ".length());
    }
    if (detail.length() > RaceCells.DETAIL_LENGTH) {
      detail = detail.substring(0, RaceCells.DETAIL_LENGTH) + "…";
    }
    return "not timed: " + row.outcome() + (detail.isEmpty() ? "" : " — " + detail);
  }

  /** Collects a table's rows. */
  private static final class Builder {
    private final List<List<String>> rows = new ArrayList<>();
    private final List<Boolean> handWritten = new ArrayList<>();

    void row(boolean isHandWritten, String... cells) {
      rows.add(List.of(cells));
      handWritten.add(isHandWritten);
    }

    void note(String label, boolean isHandWritten, String note) {
      row(isHandWritten, label, Objects.requireNonNullElse(note, ""));
    }

    Optional<RaceTableData> build(String id, String title, String intro, List<String> header) {
      return rows.isEmpty()
          ? Optional.empty()
          : Optional.of(new RaceTableData(id, title, intro, header, rows, handWritten));
    }
  }
}
