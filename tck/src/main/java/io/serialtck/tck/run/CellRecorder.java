package io.serialtck.tck.run;

import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellDetails;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects one configuration's selected cells in order and tells the listener of each; a cell run
 * only for another's sake is returned but neither kept nor told.
 */
final class CellRecorder {

  private final String configurationId;
  private final CellSelection selection;
  private final RunListener listener;
  private final List<CellResult> cells = new ArrayList<>();

  CellRecorder(String configurationId, CellSelection selection, RunListener listener) {
    this.configurationId = configurationId;
    this.selection = selection;
    this.listener = listener;
  }

  CellResult record(String scenario, Category category, Direction direction, Exchange exchange) {
    CellResult cell =
        new CellResult(
            configurationId,
            scenario,
            category.id(),
            direction,
            exchange.outcome(),
            CellDetails.clean(exchange.verdict().detail()),
            exchange.writer(),
            exchange.reader(),
            exchange.harnessError(),
            exchange.micros(),
            minimalCase(exchange),
            exchange.verdict().mode());
    if (selection.contains(CellKey.of(cell))) {
      cells.add(cell);
      listener.cellFinished(cell);
    }
    return cell;
  }

  private static String minimalCase(Exchange exchange) {
    String minimalCase = exchange.verdict().minimalCase();
    return minimalCase == null ? null : CellDetails.cleanLines(minimalCase);
  }

  List<CellResult> cells() {
    return List.copyOf(cells);
  }
}
