package io.serialtck.tck.plan;

/**
 * How a run gives a configuration that keeps static state ({@code keepsStaticState}) a fresh start
 * before every flexibility criterion, evolution scenario and property.
 */
public enum StaticStateReset {

  /**
   * Its worlds' static state put back as it was when they were made, where the configuration can
   * ({@link io.serialtck.spi.StaticStateRestore}); new worlds for any other. The default.
   */
  RESTORE,

  /**
   * New worlds every time, whatever the configuration can: what a restore must equal, which the
   * tests check.
   */
  NEW_WORLDS
}
