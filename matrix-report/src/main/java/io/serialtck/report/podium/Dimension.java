package io.serialtck.report.podium;

/** The dimensions of the podium, in the order its tables show them. */
public enum Dimension {
  /** Time to serialize and deserialize the race's payloads, against the hand-written baseline. */
  RACE("race"),
  /** Bytes written for the payloads read back intact. */
  WEIGHING("weighing"),
  /** Share of PASS among the flexibility cells. */
  FLEXIBILITY("flexibility"),
  /**
   * Class changes read back intact, less twice those read silently wrong, over the measured ones
   * ({@link CellCounts#keptScore}): a refused read keeps no data, so it counts for nothing.
   */
  EVOLUTION("evolution");

  private final String title;

  Dimension(String title) {
    this.title = title;
  }

  /** The dimension's name in reports. */
  public String title() {
    return title;
  }
}
