package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Outcome;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {

  @Test
  void rendersConfigurationsCountsTheMatrixAndEvidence() {
    Side side = new Side("17", "1.0", "v1");
    ResultsDocument results =
        new ResultsDocument(
            1,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5),
            List.of(
                new ResultsDocument.Configuration(
                    "lib-a", "g:a", "1.0", "plain | piped", List.of())),
            List.of(
                new CellResult(
                    "lib-a",
                    "field-added",
                    "evolution",
                    Direction.ROUNDTRIP,
                    Outcome.PASS,
                    "",
                    side,
                    side,
                    false,
                    1),
                new CellResult(
                    "lib-a",
                    "field-added",
                    "evolution",
                    Direction.FORWARD,
                    Outcome.REJECTED,
                    "read: x.Y: no",
                    side,
                    side,
                    false,
                    1)),
            new ResultsDocument.Timing(0, 0, 0, 0, List.of()));

    String markdown = MarkdownReport.render(results);

    assertThat(markdown)
        .contains("| `lib-a` | g:a | 1.0 | plain \\| piped |")
        .contains("| configuration | field-added › roundtrip | field-added › forward |")
        .contains("| `lib-a` | PASS | REJECTED |")
        .contains("- **lib-a › field-added › forward**: REJECTED — read: x.Y: no")
        .doesNotContain("field-added › roundtrip**");
  }
}
