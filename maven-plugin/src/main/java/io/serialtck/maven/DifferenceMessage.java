package io.serialtck.maven;

import java.io.File;

/** The failure message of a run that differs from its baseline. */
final class DifferenceMessage {

  private DifferenceMessage() {}

  /**
   * @param differing how many cells differ
   * @param baseline the baseline folder; when it does not exist, every cell was expected to pass
   * @param acceptCommand the command that accepts the run
   */
  static String of(int differing, File baseline, String acceptCommand) {
    String cells =
        switch (differing) {
          case 1 -> "1 cell";
          default -> differing + " cells";
        };
    String against =
        baseline.isDirectory()
            ? (differing == 1 ? " differs" : " differ") + " from the baseline " + baseline
            : (differing == 1 ? " does" : " do")
                + " not pass, and there is no baseline at "
                + baseline
                + " to expect otherwise";
    return cells
        + against
        + " (each listed above). Review them; to accept this run's outcomes as the baseline: "
        + acceptCommand;
  }
}
