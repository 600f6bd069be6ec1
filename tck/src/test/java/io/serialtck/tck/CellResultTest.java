package io.serialtck.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.verdict.Outcome;
import org.junit.jupiter.api.Test;

/** A cell is made one way, by its builder; what is not set is empty. */
class CellResultTest {

  @Test
  void whatIsNotSetIsEmpty() {
    CellResult cell =
        CellResult.builder("kryo", "flexibility", "record", Direction.ROUNDTRIP)
            .outcome(Outcome.PASS)
            .build();

    assertThat(cell)
        .isEqualTo(
            new CellResult(
                "kryo",
                "record",
                "flexibility",
                Direction.ROUNDTRIP,
                Outcome.PASS,
                null,
                null,
                null,
                false,
                0,
                null,
                null,
                "",
                null,
                null));
    assertThat(CellKey.of(cell).path()).isEqualTo("flexibility/record/roundtrip");
  }

  @Test
  void aCellMadeAgainFromItsBuilderIsEqualAndOneSettingChangesOneComponent() {
    Side side = new Side("17", "5.6.2", "fixture");
    CellResult cell =
        CellResult.builder("kryo", "evolution", "field-added", Direction.BACKWARD)
            .outcome(Outcome.REJECTED)
            .detail("read: java.io.X: no")
            .sides(side)
            .durationMicros(12)
            .minimalCase("class Sample {}")
            .mode("read: java.io.X")
            .weight(new Weight(10, 12))
            .build();

    assertThat(cell.toBuilder().build()).isEqualTo(cell);
    assertThat(cell.withMode("read: java.io.Y").mode()).isEqualTo("read: java.io.Y");
    assertThat(cell.withMode("read: java.io.Y").toBuilder().mode("read: java.io.X").build())
        .isEqualTo(cell);
    assertThat(cell.writer()).isEqualTo(side);
    assertThat(cell.reader()).isEqualTo(side);
  }

  @Test
  void aCellWithoutAnOutcomeIsRefusedNamingIt() {
    assertThatThrownBy(
            () -> CellResult.builder("kryo", "property", "fidelity", Direction.ROUNDTRIP).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("kryo › property/fidelity/roundtrip");
  }
}
