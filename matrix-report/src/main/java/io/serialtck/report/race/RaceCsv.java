package io.serialtck.report.race;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RaceRow;
import io.serialtck.tck.race.Timing;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Renders {@code race.json} as {@code race.csv}: a header, then one line per row of the document,
 * in its order, numbers as measured (not rounded). A value the row does not have is blank: sizes of
 * a payload that did not round-trip, times of a row not timed, an error JMH could not compute.
 */
public final class RaceCsv {

  /** The file name, beside {@code race.json}. */
  public static final String FILE_NAME = "race.csv";

  private static final CsvMapper MAPPER = new CsvMapper();
  private static final CsvSchema SCHEMA = MAPPER.schemaFor(Line.class).withHeader();

  private RaceCsv() {}

  public static String render(RaceDocument document) {
    List<Line> lines = document.rows().stream().map(Line::of).toList();
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
    "detail"
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
      @JsonProperty("detail") String detail) {

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
          row.detail());
    }
  }
}
