package io.serialtck.tck.run.flexibility;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.Payloads;
import io.serialtck.tck.Direction;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import java.util.List;

/**
 * The flexibility category: each criterion's fixture written in one world, read in the other; the
 * bytes of a payload ({@link Payloads}) read back intact are weighed.
 */
public final class FlexibilityCells {

  private final CellExchanges exchanges;
  private final CellRecorder recorder;

  /** Sends through {@code exchanges} and records into {@code recorder}. */
  public FlexibilityCells(CellExchanges exchanges, CellRecorder recorder) {
    this.exchanges = exchanges;
    this.recorder = recorder;
  }

  /** Runs and records the criteria in the order given, each a unit of the cell cache. */
  public void run(List<Criterion> criteria) {
    for (Criterion criterion : criteria) {
      exchanges.unit(
          FlexibilityCategory.ID + "/" + criterion.id(),
          () ->
              recorder.record(
                  criterion.id(),
                  FlexibilityCategory.ID,
                  Direction.ROUNDTRIP,
                  exchanges.fixture(criterion.fixtureClass(), Payloads.isPayload(criterion.id()))));
    }
  }
}
