package io.serialtck.tck.score;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;

/** Synthetic cells for the scoring tests. */
final class Cells {

  private static final Side SIDE = new Side("17", "1.0", "v1");

  private Cells() {}

  static CellResult flexibility(String configuration, String criterion, Outcome outcome) {
    return cell(configuration, "flexibility", criterion, Direction.ROUNDTRIP, outcome, false);
  }

  static CellResult backward(String configuration, String scenario, Outcome outcome) {
    return cell(configuration, "evolution", scenario, Direction.BACKWARD, outcome, false);
  }

  static CellResult forward(String configuration, String scenario, Outcome outcome) {
    return cell(configuration, "evolution", scenario, Direction.FORWARD, outcome, false);
  }

  static CellResult property(String configuration, String scenario, Outcome outcome) {
    return cell(configuration, "property", scenario, Direction.ROUNDTRIP, outcome, false);
  }

  /** A cell where the kit failed: SKIPPED with {@code harnessError}. */
  static CellResult harnessError(CellResult cell) {
    return CellResult.builder(
            cell.configuration(), cell.category(), cell.scenario(), cell.direction())
        .outcome(Outcome.SKIPPED)
        .detail("harness error at DEFINE: boom")
        .writer(cell.writer())
        .reader(cell.reader())
        .harnessError(true)
        .durationMicros(cell.durationMicros())
        .build();
  }

  static CellResult cell(
      String configuration,
      String category,
      String scenario,
      Direction direction,
      Outcome outcome,
      boolean harnessError) {
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(outcome == Outcome.PASS ? "" : "detail of " + outcome)
        .writer(SIDE)
        .reader(SIDE.withClassVersion("v2"))
        .harnessError(harnessError)
        .durationMicros(3)
        .build();
  }
}
