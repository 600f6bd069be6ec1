package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class WeighingTest {

  private static final Side SIDE = new Side("17", "5.6.2", "v1");

  @Test
  void aRunsPayloadCellsMakeAWeighingWithoutTimings() {
    ResultsDocument results =
        document(
            cell("TestObject", Outcome.PASS, new Weight(99, 83)),
            cell("session-1KB", Outcome.CORRUPTED, null),
            cell("String-1MB", Outcome.PASS, null));

    RaceDocument weighing = Weighing.of(results).orElseThrow();

    assertThat(weighing.settings().mode()).isEqualTo(Weighing.MODE);
    assertThat(weighing.rows())
        .extracting(RaceRow::payload)
        .containsExactly("session-1KB", "TestObject");
    RaceRow corrupted = weighing.rows().get(0);
    assertThat(corrupted.weight()).isNull();
    assertThat(corrupted.detail()).isEqualTo("not weighed: x differs");
    RaceRow testObject = weighing.rows().get(1);
    assertThat(testObject.weight()).isEqualTo(new Weight(99, 83));
    assertThat(testObject.timed()).isFalse();
    assertThat(testObject.version()).isEqualTo("5.6.2");
  }

  @Test
  void aRunWithoutPayloadCellsHasNoWeighing() {
    assertThat(Weighing.of(document(cell("String-1MB", Outcome.PASS, null)))).isEmpty();
  }

  private static ResultsDocument document(CellResult... cells) {
    return new ResultsDocument(
        6,
        new ResultsDocument.Run("2026-11-23T10:00:00Z", 60_000, "17.0.15", 42),
        List.of(
            new ResultsDocument.Configuration(
                "kryo-default",
                "com.esotericsoftware:kryo",
                "5.6.2",
                "FieldSerializer",
                List.of())),
        null,
        List.of(cells),
        null);
  }

  private static CellResult cell(String criterion, Outcome outcome, Weight weight) {
    return CellResult.builder("kryo-default", "flexibility", criterion, Direction.ROUNDTRIP)
        .outcome(outcome)
        .detail(outcome == Outcome.PASS ? "" : "x differs")
        .sides(SIDE)
        .durationMicros(10)
        .weight(weight)
        .build();
  }
}
