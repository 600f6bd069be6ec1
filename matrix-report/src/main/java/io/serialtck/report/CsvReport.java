package io.serialtck.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Renders {@code results.json} as {@code results.csv}: a header row, then one row per cell in the
 * order of the document, for spreadsheets and scripts. Library and version come from the cell's
 * configuration (blank when the document does not list it); a missing minimal case is blank, and so
 * is the mode of an outcome that has none (see {@link CellResult#mode()}).
 */
public final class CsvReport {

  private static final CsvMapper MAPPER = new CsvMapper();
  private static final CsvSchema SCHEMA = MAPPER.schemaFor(Row.class).withHeader();

  private CsvReport() {}

  /** The whole file. */
  public static String render(ResultsDocument results) {
    Map<String, Configuration> configurations =
        results.configurations().stream()
            .collect(Collectors.toMap(Configuration::id, Function.identity(), (a, b) -> a));
    List<Row> rows =
        results.cells().stream()
            .map(cell -> Row.of(cell, configurations.get(cell.configuration())))
            .toList();
    try {
      return MAPPER.writer(SCHEMA).writeValueAsString(rows);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One line of the file; the column names are a contract, as results.json's field names are. */
  @JsonPropertyOrder({
    "configuration",
    "library",
    "library_version",
    "category",
    "scenario",
    "direction",
    "outcome",
    "mode",
    "harness_error",
    "writer_jdk",
    "reader_jdk",
    "duration_micros",
    "detail",
    "minimal_case"
  })
  record Row(
      @JsonProperty("configuration") String configuration,
      @JsonProperty("library") String library,
      @JsonProperty("library_version") String libraryVersion,
      @JsonProperty("category") String category,
      @JsonProperty("scenario") String scenario,
      @JsonProperty("direction") String direction,
      @JsonProperty("outcome") String outcome,
      @JsonProperty("mode") String mode,
      @JsonProperty("harness_error") boolean harnessError,
      @JsonProperty("writer_jdk") String writerJdk,
      @JsonProperty("reader_jdk") String readerJdk,
      @JsonProperty("duration_micros") long durationMicros,
      @JsonProperty("detail") String detail,
      @JsonProperty("minimal_case") String minimalCase) {

    static Row of(CellResult cell, Configuration configuration) {
      return new Row(
          cell.configuration(),
          configuration == null ? "" : configuration.library(),
          configuration == null ? "" : configuration.version(),
          cell.category(),
          cell.scenario(),
          cell.direction().id(),
          cell.outcome().name(),
          cell.mode(),
          cell.harnessError(),
          jdk(cell.writer()),
          jdk(cell.reader()),
          cell.durationMicros(),
          cell.detail() == null ? "" : cell.detail(),
          cell.minimalCase() == null ? "" : cell.minimalCase());
    }

    private static String jdk(Side side) {
      return side == null ? "" : side.jdk();
    }
  }
}
