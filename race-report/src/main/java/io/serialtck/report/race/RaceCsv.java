package io.serialtck.report.race;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.serialtck.race.engine.LambdaRow;
import io.serialtck.race.engine.Latency;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Timing;
import io.serialtck.race.engine.stats.Interval;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders {@code race.json} as {@code race.csv}: a header, then one line per row of the document,
 * in its order, then one per lambda row (its criterion in the payload column), numbers as measured
 * (not rounded). A value the row does not have is blank: sizes of a payload that did not
 * round-trip, times of a row not timed, an error JMH could not compute (every one in a race of
 * schema 3 on, whose intervals are the {@code _low} and {@code _high} columns), an interval of a
 * race of one round, a tier of a quick race.
 */
public final class RaceCsv {

  /** The file name, beside {@code race.json}. */
  public static final String FILE_NAME = "race.csv";

  private static final CsvMapper MAPPER = new CsvMapper();
  private static final CsvSchema SCHEMA = MAPPER.schemaFor(Line.class).withHeader();

  private RaceCsv() {}

  public static String render(RaceDocument document) {
    List<Line> lines = new ArrayList<>();
    document.rows().forEach(row -> lines.add(Line.of(row)));
    document.lambdas().forEach(row -> lines.add(Line.of(row)));
    try {
      return MAPPER.writer(SCHEMA).writeValueAsString(lines);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One line; the column names are a contract, as race.json's field names are. */
  @JsonPropertyOrder({
    "configuration",
    "version",
    "payload",
    "outcome",
    "bytes",
    "deflated",
    "serialize_ns",
    "serialize_error_ns",
    "serialize_bytes_per_op",
    "serialize_ratio",
    "deserialize_ns",
    "deserialize_error_ns",
    "deserialize_bytes_per_op",
    "deserialize_ratio",
    "reuse_ns",
    "reuse_bytes_per_op",
    "reuse_ratio",
    "echo_ns",
    "echo_bytes_per_op",
    "echo_copy_ns",
    "echo_copy_bytes_per_op",
    "echo_reuse_ns",
    "echo_reuse_bytes_per_op",
    "file_stream_ns",
    "file_stream_ratio",
    "file_random_access_ns",
    "file_random_access_ratio",
    "roundtrip_p50_ns",
    "roundtrip_p9999_ns",
    "roundtrip_bytes_per_op",
    "untimed",
    "detail",
    "serialize_ratio_low",
    "serialize_ratio_high",
    "deserialize_ratio_low",
    "deserialize_ratio_high",
    "speed_ratio",
    "speed_ratio_low",
    "speed_ratio_high",
    "tier",
    "forks"
  })
  record Line(
      @JsonProperty("configuration") String configuration,
      @JsonProperty("version") String version,
      @JsonProperty("payload") String payload,
      @JsonProperty("outcome") String outcome,
      @JsonProperty("bytes") Long bytes,
      @JsonProperty("deflated") Long deflated,
      @JsonProperty("serialize_ns") Double serializeNanos,
      @JsonProperty("serialize_error_ns") Double serializeError,
      @JsonProperty("serialize_bytes_per_op") Double serializeAllocated,
      @JsonProperty("serialize_ratio") Double serializeRatio,
      @JsonProperty("deserialize_ns") Double deserializeNanos,
      @JsonProperty("deserialize_error_ns") Double deserializeError,
      @JsonProperty("deserialize_bytes_per_op") Double deserializeAllocated,
      @JsonProperty("deserialize_ratio") Double deserializeRatio,
      @JsonProperty("reuse_ns") Double reuseNanos,
      @JsonProperty("reuse_bytes_per_op") Double reuseAllocated,
      @JsonProperty("reuse_ratio") Double reuseRatio,
      @JsonProperty("echo_ns") Double echoNanos,
      @JsonProperty("echo_bytes_per_op") Double echoAllocated,
      @JsonProperty("echo_copy_ns") Double echoCopyNanos,
      @JsonProperty("echo_copy_bytes_per_op") Double echoCopyAllocated,
      @JsonProperty("echo_reuse_ns") Double echoReuseNanos,
      @JsonProperty("echo_reuse_bytes_per_op") Double echoReuseAllocated,
      @JsonProperty("file_stream_ns") Double fileStreamNanos,
      @JsonProperty("file_stream_ratio") Double fileStreamRatio,
      @JsonProperty("file_random_access_ns") Double fileRandomAccessNanos,
      @JsonProperty("file_random_access_ratio") Double fileRandomAccessRatio,
      @JsonProperty("roundtrip_p50_ns") Double roundTripP50,
      @JsonProperty("roundtrip_p9999_ns") Double roundTripP9999,
      @JsonProperty("roundtrip_bytes_per_op") Double roundTripAllocated,
      @JsonProperty("untimed") String untimed,
      @JsonProperty("detail") String detail,
      @JsonProperty("serialize_ratio_low") Double serializeRatioLow,
      @JsonProperty("serialize_ratio_high") Double serializeRatioHigh,
      @JsonProperty("deserialize_ratio_low") Double deserializeRatioLow,
      @JsonProperty("deserialize_ratio_high") Double deserializeRatioHigh,
      @JsonProperty("speed_ratio") Double speedRatio,
      @JsonProperty("speed_ratio_low") Double speedRatioLow,
      @JsonProperty("speed_ratio_high") Double speedRatioHigh,
      @JsonProperty("tier") Integer tier,
      @JsonProperty("forks") Integer forks) {

    static Line of(LambdaRow row) {
      Latency latency = row.roundTrip();
      return new Line(
          row.configuration(),
          row.version(),
          row.criterion(),
          row.outcome(),
          row.weight() == null ? null : row.weight().bytes(),
          row.weight() == null ? null : row.weight().deflated(),
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          latency == null ? null : latency.p50Nanos(),
          latency == null ? null : latency.p9999Nanos(),
          latency == null ? null : latency.allocatedBytesPerOp(),
          null,
          row.detail(),
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null);
    }

    static Line of(RaceRow row) {
      Timing serialize = row.serialize();
      Timing deserialize = row.deserialize();
      return new Line(
          row.configuration(),
          row.version(),
          row.payload(),
          row.outcome(),
          row.weight() == null ? null : row.weight().bytes(),
          row.weight() == null ? null : row.weight().deflated(),
          serialize == null ? null : serialize.nanosPerOp(),
          serialize == null ? null : serialize.error(),
          serialize == null ? null : serialize.allocatedBytesPerOp(),
          serialize == null ? null : serialize.ratio(),
          deserialize == null ? null : deserialize.nanosPerOp(),
          deserialize == null ? null : deserialize.error(),
          deserialize == null ? null : deserialize.allocatedBytesPerOp(),
          deserialize == null ? null : deserialize.ratio(),
          nanos(row.deserializeReuse()),
          allocated(row.deserializeReuse()),
          ratio(row.deserializeReuse()),
          nanos(row.echo()),
          allocated(row.echo()),
          nanos(row.echoCopy()),
          allocated(row.echoCopy()),
          nanos(row.echoReuse()),
          allocated(row.echoReuse()),
          nanos(row.fileTripStream()),
          ratio(row.fileTripStream()),
          nanos(row.fileTripRandomAccess()),
          ratio(row.fileTripRandomAccess()),
          null,
          null,
          null,
          row.untimed().isEmpty()
              ? null
              : row.untimed().entrySet().stream()
                  .sorted(Map.Entry.comparingByKey())
                  .map(e -> e.getKey() + ": " + e.getValue())
                  .collect(Collectors.joining("; ")),
          row.detail(),
          low(serialize == null ? null : serialize.ratioInterval()),
          high(serialize == null ? null : serialize.ratioInterval()),
          low(deserialize == null ? null : deserialize.ratioInterval()),
          high(deserialize == null ? null : deserialize.ratioInterval()),
          row.speed() == null ? null : row.speed().estimate(),
          low(row.speed()),
          high(row.speed()),
          row.tier(),
          serialize == null ? null : serialize.forks());
    }

    private static Double low(Interval interval) {
      return interval == null ? null : interval.low();
    }

    private static Double high(Interval interval) {
      return interval == null ? null : interval.high();
    }

    private static Double nanos(Timing timing) {
      return timing == null ? null : timing.nanosPerOp();
    }

    private static Double allocated(Timing timing) {
      return timing == null ? null : timing.allocatedBytesPerOp();
    }

    private static Double ratio(Timing timing) {
      return timing == null ? null : timing.ratio();
    }
  }
}
