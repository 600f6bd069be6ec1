package io.serialtck.tck.run;

import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.tck.Direction;
import java.util.List;

/** The flexibility category: each criterion's fixture written in one world, read in the other. */
final class FlexibilityCells {

  private final CellExchanges exchanges;
  private final CellRecorder recorder;

  FlexibilityCells(CellExchanges exchanges, CellRecorder recorder) {
    this.exchanges = exchanges;
    this.recorder = recorder;
  }

  void run(List<Criterion> criteria) {
    for (Criterion criterion : criteria) {
      recorder.record(
          criterion.id(),
          Category.FLEXIBILITY,
          Direction.ROUNDTRIP,
          exchanges.fixture(criterion.fixtureClass()));
    }
  }
}
