package io.serialtck.tck.run.cell;

import io.serialtck.tck.CellDetails;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.HostileFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Collects one configuration's selected cells in order and tells the listener of each; a cell run
 * only for another's sake is returned but neither kept nor told. Every cell run, recorded or not,
 * is kept apart ({@link #ran}) for the cells that compare with it.
 */
public final class CellRecorder {

  private final String configurationId;
  private final Predicate<CellKey> selected;
  private final Consumer<CellResult> listener;
  private final BiConsumer<CellResult, Boolean> everyCell;
  private final List<CellResult> cells = new ArrayList<>();
  private final List<CellResult> ran = new ArrayList<>();

  /**
   * @param selected whether the run records a cell (a shard's cells, say)
   * @param listener told of every recorded cell as it comes
   * @param everyCell told of every cell run, recorded or not, and whether the run keeps it (the
   *     cell cache attributes cells to the unit that ran them)
   */
  public CellRecorder(
      String configurationId,
      Predicate<CellKey> selected,
      Consumer<CellResult> listener,
      BiConsumer<CellResult, Boolean> everyCell) {
    this.configurationId = configurationId;
    this.selected = selected;
    this.listener = listener;
    this.everyCell = everyCell;
  }

  /**
   * The cell of this exchange, kept and told when selected.
   *
   * @param category the id of the cell's category
   */
  public CellResult record(
      String scenario, String category, Direction direction, Exchange exchange) {
    return record(scenario, category, direction, exchange, (HostileFacts) null);
  }

  /** The cell of this exchange with what its hostile inputs did, kept and told when selected. */
  public CellResult record(
      String scenario,
      String category,
      Direction direction,
      Exchange exchange,
      HostileFacts hostile) {
    return record(scenario, category, direction, exchange, hostile, null);
  }

  /**
   * The cell of an exploration's exchange with how its minimal case is made again (null when it has
   * no finding), kept and told when selected.
   */
  public CellResult record(
      String scenario,
      String category,
      Direction direction,
      Exchange exchange,
      ExplorationCase explorationCase) {
    return record(scenario, category, direction, exchange, null, explorationCase);
  }

  private CellResult record(
      String scenario,
      String category,
      Direction direction,
      Exchange exchange,
      HostileFacts hostile,
      ExplorationCase explorationCase) {
    CellResult cell =
        CellResult.builder(configurationId, category, scenario, direction)
            .outcome(exchange.outcome())
            .detail(CellDetails.clean(exchange.verdict().detail()))
            .writer(exchange.writer())
            .reader(exchange.reader())
            .harnessError(exchange.harnessError())
            .durationMicros(exchange.micros())
            .minimalCase(minimalCase(exchange))
            .explorationCase(explorationCase)
            .mode(exchange.verdict().mode())
            .weight(exchange.weight())
            .hostile(hostile)
            .build();
    ran.add(cell);
    boolean kept = selected.test(CellKey.of(cell));
    everyCell.accept(cell, kept);
    if (kept) {
      cells.add(cell);
      listener.accept(cell);
    }
    return cell;
  }

  private static String minimalCase(Exchange exchange) {
    String minimalCase = exchange.verdict().minimalCase();
    return minimalCase == null ? null : CellDetails.cleanLines(minimalCase);
  }

  /** The recorded cells, in the order they were recorded. */
  public List<CellResult> cells() {
    return List.copyOf(cells);
  }

  /** Every cell of this category run so far, recorded or not, in the order run. */
  public List<CellResult> ran(String category) {
    return ran.stream().filter(cell -> cell.category().equals(category)).toList();
  }
}
