package io.serialtck.tck.run;

import io.serialtck.tck.CellResult;

/** Hears of a run's progress; called from the threads that run configurations. */
public interface RunListener {

  /**
   * The run has checked what it was asked (library versions resolved, classes generated) and is
   * about to start its workers: nothing was written before.
   */
  default void cellsStarting() {}

  /** A configuration's worker is about to run this many cells. */
  default void configurationStarted(String configurationId, int plannedCells) {}

  /** A cell has its outcome. */
  void cellFinished(CellResult cell);

  RunListener NONE = cell -> {};
}
