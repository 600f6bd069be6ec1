package io.serialtck.tck.run;

import io.serialtck.tck.CellResult;

/** Hears of a run's progress; called from the threads that run configurations. */
public interface RunListener {

  /** A configuration's worker is about to run this many cells. */
  default void configurationStarted(String configurationId, int plannedCells) {}

  /** A cell has its outcome. */
  void cellFinished(CellResult cell);

  RunListener NONE = cell -> {};
}
