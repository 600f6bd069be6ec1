package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The timing table has a column per category of the matrix, hostile included. */
class TimingTableTest {

  @Test
  void everyCategoryHasItsColumnAndTheRestIsWhatNoCellTook() {
    List<CellResult> cells =
        List.of(
            cell("flexibility", "enum", 1_000_000),
            cell("evolution", "field-added", 2_000_000),
            cell("stateful", "interleaved:field-added", 500_000),
            cell("registration-order", "reversed-same-layout", 200_000),
            cell("property", "fidelity", 3_000_000),
            cell("upgrade", "library:enum", 4_000_000),
            cell("interop", "json-out:enum", 600_000),
            cell("hostile", "malformed:truncated", 5_000_000));
    ResultsDocument document =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 20_000, "17", 42, 5, null),
            List.of(),
            cells,
            new ResultsDocument.Timing(
                0, 0, 0, 0, List.of(new ConfigurationTiming("kryo", 5, 2, 0, 3, 20_000, 4))));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    TimingTable.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), document);

    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertThat(lines.get(0))
        .endsWith(
            "  wall s   flex s  evol s state s order s  prop s  upgr s  json s  host s other s");
    assertThat(lines.get(1).trim().split("\\s+"))
        .as("the hostile cells' 5 s in their column, not in the rest (20 s less 16.3 s)")
        .containsExactly(
            "kryo", "5", "4", "2", "0", "3", "20.0", "1.0", "2.0", "0.5", "0.2", "3.0", "4.0",
            "0.6", "5.0", "3.7");
  }

  private static CellResult cell(String category, String scenario, long micros) {
    return CellResult.builder("kryo", category, scenario, Direction.ROUNDTRIP)
        .outcome(Outcome.PASS)
        .durationMicros(micros)
        .build();
  }
}
