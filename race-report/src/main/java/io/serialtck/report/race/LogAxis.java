package io.serialtck.report.race;

import java.util.ArrayList;
import java.util.List;

/**
 * A logarithmic axis: maps values in {@code [lower, upper]} to pixels in {@code [from, to]} ({@code
 * to} may be less than {@code from}, as a y axis is), with a tick at each power of ten inside the
 * range, every second or third one when there would be more than {@link #MAX_TICKS}.
 */
final class LogAxis {

  static final int MAX_TICKS = 8;

  private final double lower;
  private final double upper;
  private final double from;
  private final double to;

  private LogAxis(double lower, double upper, double from, double to) {
    if (!(lower > 0) || !(upper > lower)) {
      throw new IllegalArgumentException(
          "a log axis needs 0 < lower < upper: " + lower + ", " + upper);
    }
    this.lower = lower;
    this.upper = upper;
    this.from = from;
    this.to = to;
  }

  /** From the power of ten at or below {@code min} to the one at or above {@code max}. */
  static LogAxis decades(double min, double max, double from, double to) {
    double low = Math.floor(Math.log10(min));
    double high = Math.ceil(Math.log10(max));
    return new LogAxis(Math.pow(10, low), Math.pow(10, high == low ? low + 1 : high), from, to);
  }

  /** From {@code min / margin} to {@code max * margin}, so that no point sits on the frame. */
  static LogAxis padded(double min, double max, double margin, double from, double to) {
    return new LogAxis(min / margin, Math.max(max, min) * margin, from, to);
  }

  double lower() {
    return lower;
  }

  double upper() {
    return upper;
  }

  /** The pixel of {@code value}, which must be positive. */
  double position(double value) {
    double share =
        (Math.log10(value) - Math.log10(lower)) / (Math.log10(upper) - Math.log10(lower));
    return from + share * (to - from);
  }

  /** The powers of ten within the axis, at most {@link #MAX_TICKS}, smallest first. */
  List<Double> ticks() {
    // A tolerance: 10^k computed from logarithms can land a hair outside an exact bound.
    int low = (int) Math.ceil(Math.log10(lower) - 1e-9);
    int high = (int) Math.floor(Math.log10(upper) + 1e-9);
    int count = high - low + 1;
    int step = Math.max(1, (count + MAX_TICKS - 1) / MAX_TICKS);
    List<Double> ticks = new ArrayList<>();
    for (int exponent = low; exponent <= high; exponent += step) {
      ticks.add(Math.pow(10, exponent));
    }
    return ticks;
  }
}
