package io.serialtck.race.engine.stats;

/** What the interval of the ratio of two entrants' times says about them ({@link TierRule}). */
public enum Comparison {
  /** The interval lies above the noise band: the first is slower. */
  SLOWER,
  /** The interval lies below the noise band: the first is faster. */
  FASTER,
  /** The interval lies inside the noise band: they are a tie. */
  TIE,
  /** The interval reaches across an edge of the band, or there is none: the race cannot tell. */
  INCONCLUSIVE;

  /** Whether the two are told apart. */
  public boolean different() {
    return this == SLOWER || this == FASTER;
  }
}
