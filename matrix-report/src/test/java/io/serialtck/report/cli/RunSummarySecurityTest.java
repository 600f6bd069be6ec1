package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.SampleResults;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunSummarySecurityTest {

  private static final Side SIDE = new Side("17.0.15", "1.0", "v1");

  @Test
  void printsTheWorstHostileOutcomesOfEachConfigurationWithHostileCells() {
    ResultsDocument sample = SampleResults.document();
    List<CellResult> cells = new ArrayList<>(sample.cells());
    cells.add(
        CellResult.builder("lib-b", "hostile", "canary:object-field", Direction.ROUNDTRIP)
            .outcome(Outcome.RAN_UNASKED)
            .detail("the canary ran")
            .sides(SIDE)
            .durationMicros(1)
            .mode("looked up, constructor")
            .hostile(
                new HostileFacts(
                    1,
                    Map.of("RAN_UNASKED", 1),
                    -1,
                    0,
                    -1,
                    null,
                    List.of("looked up", "constructor"),
                    "other"))
            .build());
    ResultsDocument withHostile =
        new ResultsDocument(
            sample.schemaVersion(), sample.run(), sample.configurations(), cells, sample.timing());

    String printed = print(withHostile);

    assertThat(printed)
        .contains(
            "Hostile input, worst outcomes (what to set before reading untrusted bytes:"
                + " matrix/security.md):")
        .containsPattern("\\n  lib-b +RAN_UNASKED +— +— *\\n");
    String block = printed.substring(printed.indexOf("Hostile input, worst outcomes"));
    block = block.substring(0, block.indexOf("\n\n"));
    assertThat(block).contains("lib-b").doesNotContain("lib-a", "lib-c");
  }

  @Test
  void printsNoSecurityForARunWithoutHostileCells() {
    assertThat(print(SampleResults.document())).doesNotContain("Hostile input");
  }

  private static String print(ResultsDocument results) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new RunSummary(results).print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
