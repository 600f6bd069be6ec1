package io.serialtck.report.race;

import java.util.ArrayList;
import java.util.List;

/**
 * A linear axis from 0 to a round number at or above the largest value, ticked every 1, 2 or 5
 * times a power of ten so that there are at most about {@link #TARGET_TICKS} steps.
 */
final class LinearAxis {

  static final int TARGET_TICKS = 5;

  private final double step;
  private final double upper;
  private final double from;
  private final double to;

  private LinearAxis(double step, double upper, double from, double to) {
    this.step = step;
    this.upper = upper;
    this.from = from;
    this.to = to;
  }

  static LinearAxis upTo(double max, double from, double to) {
    if (!(max > 0)) {
      return new LinearAxis(1, 1, from, to);
    }
    double step = niceStep(max / TARGET_TICKS);
    return new LinearAxis(step, Math.ceil(max / step - 1e-9) * step, from, to);
  }

  /** The smallest of 1, 2 and 5 times a power of ten that is at least {@code rough}. */
  static double niceStep(double rough) {
    double power = Math.pow(10, Math.floor(Math.log10(rough)));
    for (double multiple : new double[] {1, 2, 5, 10}) {
      if (multiple * power >= rough * (1 - 1e-9)) {
        return multiple * power;
      }
    }
    throw new AssertionError(rough);
  }

  double upper() {
    return upper;
  }

  double position(double value) {
    return from + value / upper * (to - from);
  }

  /** 0, one step, two steps… up to the upper bound. */
  List<Double> ticks() {
    List<Double> ticks = new ArrayList<>();
    long steps = Math.round(upper / step);
    for (long i = 0; i <= steps; i++) {
      ticks.add(i * step);
    }
    return ticks;
  }
}
