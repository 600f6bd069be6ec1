package io.serialtck.report.race;

/** Tick labels and text widths of the charts. */
final class ChartText {

  /** Roughly the width of a character at the charts' 11 px font. */
  static final double CHARACTER_WIDTH = 6.4;

  static final String FONT =
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

  private ChartText() {}

  /** A time in nanoseconds with its unit: {@code 100 ns}, {@code 1 µs}, {@code 10 ms}. */
  static String time(double nanos) {
    if (nanos < 1e3) {
      return RaceNumbers.significant(nanos) + " ns";
    }
    if (nanos < 1e6) {
      return RaceNumbers.significant(nanos / 1e3) + " µs";
    }
    if (nanos < 1e9) {
      return RaceNumbers.significant(nanos / 1e6) + " ms";
    }
    return RaceNumbers.significant(nanos / 1e9) + " s";
  }

  /** A size in binary units: {@code 0}, {@code 100 B}, {@code 1 KiB}, {@code 1 MiB}. */
  static String size(long bytes) {
    if (bytes == 0) {
      return "0";
    }
    if (bytes < 1024) {
      return bytes + " B";
    }
    if (bytes < 1024 * 1024) {
      return RaceNumbers.significant(bytes / 1024.0) + " KiB";
    }
    return RaceNumbers.significant(bytes / (1024.0 * 1024)) + " MiB";
  }

  static double width(String text) {
    return text.length() * CHARACTER_WIDTH;
  }
}
