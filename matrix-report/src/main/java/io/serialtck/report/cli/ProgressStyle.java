package io.serialtck.report.cli;

/** How a run shows its progress on standard error. */
enum ProgressStyle {
  /** One status line, rewritten in place: standard error is a terminal. */
  TERMINAL,
  /** A progress line every 10 s: standard error is a file or a CI log. */
  LOG,
  /** A line per finished cell with its outcome ({@code --progress cells}). */
  CELLS;

  /**
   * The style for {@code --progress auto|cells}: {@code cells} when asked, else a status line when
   * the launcher found standard error to be a terminal ({@code -Dserialtck.terminal=true}), else
   * lines for a log.
   */
  static ProgressStyle of(String option) {
    return switch (option) {
      case "cells" -> CELLS;
      case "auto" -> Boolean.getBoolean("serialtck.terminal") ? TERMINAL : LOG;
      default ->
          throw new IllegalArgumentException(
              "'" + option + "' is not one of auto, cells (a line per cell)");
    };
  }
}
