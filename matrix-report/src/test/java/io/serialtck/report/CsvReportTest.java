package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CsvReportTest {

  private static List<Map<String, String>> parse(String csv) throws IOException {
    try (MappingIterator<Map<String, String>> rows =
        new CsvMapper()
            .readerFor(Map.class)
            .with(CsvSchema.emptySchema().withHeader())
            .readValues(csv)) {
      return rows.readAll();
    }
  }

  @Test
  void hasTheHeaderThenOneRowPerCellInTheDocumentsOrder() throws IOException {
    ResultsDocument results = SampleResults.document();
    String csv = CsvReport.render(results);

    assertThat(csv.lines().findFirst())
        .hasValue(
            "configuration,library,library_version,category,scenario,direction,outcome,mode,"
                + "harness_error,writer_jdk,reader_jdk,duration_micros,detail,minimal_case");
    List<Map<String, String>> rows = parse(csv);
    assertThat(rows).hasSize(results.cells().size());
    assertThat(rows)
        .extracting(row -> row.get("configuration") + "/" + row.get("scenario"))
        .containsExactlyElementsOf(
            results.cells().stream().map(c -> c.configuration() + "/" + c.scenario()).toList());
    assertThat(rows.get(0))
        .containsEntry("library", "g:a")
        .containsEntry("library_version", "1.0")
        .containsEntry("category", "flexibility")
        .containsEntry("direction", "roundtrip")
        .containsEntry("outcome", "PASS")
        .containsEntry("harness_error", "false")
        .containsEntry("writer_jdk", "17.0.15")
        .containsEntry("duration_micros", "7")
        .containsEntry("detail", "")
        .containsEntry("minimal_case", "");
  }

  @Test
  void commasQuotesAndNewlinesInTextsSurviveTheRoundTrip() throws IOException {
    List<Map<String, String>> rows = parse(CsvReport.render(SampleResults.document()));

    Map<String, String> hostile = row(rows, "lib-b", "hostile-detail");
    assertThat(hostile.get("detail")).isEqualTo(SampleResults.HOSTILE_DETAIL).contains(",", "\"");
    Map<String, String> safety = row(rows, "lib-b", "safety");
    assertThat(safety.get("minimal_case"))
        .isEqualTo(SampleResults.SAFETY_MINIMAL_CASE)
        .contains("\n");
    assertThat(safety.get("outcome")).isEqualTo("CORRUPTED");
    Map<String, String> broken = row(rows, "lib-c", "field-removed");
    assertThat(broken.get("harness_error")).isEqualTo("true");
    assertThat(broken.get("reader_jdk")).isEqualTo("17.0.15");
  }

  @Test
  void aCellOfAnUnlistedConfigurationHasBlankLibraryAndVersion() throws IOException {
    Side side = new Side("17", "9", "v1");
    ResultsDocument results =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 1, "17", 1),
            List.of(),
            List.of(
                CellResult.builder("ghost", "flexibility", "enum", Direction.ROUNDTRIP)
                    .outcome(Outcome.PASS)
                    .detail("")
                    .sides(side)
                    .durationMicros(1)
                    .build()),
            new ResultsDocument.Timing(0, 0, 0, 0, List.of()));

    Map<String, String> row = parse(CsvReport.render(results)).get(0);

    assertThat(row).containsEntry("configuration", "ghost").containsEntry("library", "");
  }

  private static Map<String, String> row(
      List<Map<String, String>> rows, String configuration, String scenario) {
    return rows.stream()
        .filter(r -> r.get("configuration").equals(configuration))
        .filter(r -> r.get("scenario").equals(scenario))
        .findFirst()
        .orElseThrow();
  }
}
