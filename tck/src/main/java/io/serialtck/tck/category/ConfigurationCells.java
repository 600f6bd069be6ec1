package io.serialtck.tck.category;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import java.util.List;

/**
 * One configuration's run as a category sees it ({@link PreparedCategory#run}): which of its cells
 * to run, where to record them, the configuration's own worker and where to start workers of its
 * own. One per configuration and run, used by one thread.
 */
public interface ConfigurationCells {

  RegisteredConfiguration configuration();

  RunOptions options();

  Plan plan();

  /**
   * Whether the run runs this cell: it is recorded, or a recorded cell needs it. A category runs
   * the cells this says and records each through {@link #recorder}, which keeps only those the run
   * records.
   */
  boolean runs(CellKey key);

  /** {@link #runs(CellKey)} for this configuration's cell. */
  default boolean runs(String category, String scenario, Direction direction) {
    return runs(new CellKey(configuration().id(), category, scenario, direction));
  }

  /** Where the category records its cells. */
  CellRecorder recorder();

  /**
   * The exchanges of the configuration's own worker (worlds {@code old} and {@code new}), shared by
   * the categories that {@link MatrixCategory#sharesWorker share it}; the worker starts with the
   * first request.
   */
  CellExchanges exchanges();

  /** The configuration's own worker session, the one {@link #exchanges} sends through. */
  WorkerSession sharedSession();

  /**
   * Where the category starts workers of its own (labelled {@code <id>-<role>}), on the run's JDK
   * with its heap and timeout; the run counts their starts and worlds and the category closes them.
   */
  Workers workers();

  /**
   * Every cell of this configuration a category ran so far in this run, recorded or not, in the
   * order run: what a later category compares with ({@link MatrixCategory#needs}).
   */
  List<CellResult> ran(String category);
}
