package io.serialtck.maven;

import java.io.File;

/** The failure message of a run that differs from its baseline. */
final class DifferenceMessage {

  private DifferenceMessage() {}

  /**
   * @param differing how many cells differ, or -1 when the engine did not say
   * @param acceptCommand the command that accepts the run
   */
  static String of(int differing, File baseline, String acceptCommand) {
    String cells =
        switch (differing) {
          case -1 -> "Cells differ";
          case 1 -> "1 cell differs";
          default -> differing + " cells differ";
        };
    return cells
        + " from the baseline "
        + baseline
        + " (each listed above). Review them; to accept this run's outcomes as the new baseline: "
        + acceptCommand;
  }
}
