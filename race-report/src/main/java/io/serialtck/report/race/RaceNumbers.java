package io.serialtck.report.race;

import io.serialtck.race.engine.stats.Interval;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * How the speed and size sections write numbers: measured values to three significant figures,
 * exact sizes in full, both with thousands separators ({@code 12,300}), ratios as {@code 1.8×}.
 */
final class RaceNumbers {

  private static final MathContext THREE_FIGURES = new MathContext(3, RoundingMode.HALF_UP);

  private RaceNumbers() {}

  /** A measured value to three significant figures: {@code 12,300}, {@code 1.23}, {@code 0.5}. */
  static String significant(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return String.valueOf(value);
    }
    if (value == 0) {
      return "0";
    }
    return format(BigDecimal.valueOf(value).round(THREE_FIGURES).stripTrailingZeros());
  }

  /** An exact count in full: {@code 1,048,576}. */
  static String exact(long value) {
    return format(BigDecimal.valueOf(value));
  }

  /** A ratio to the hand-written serializer: {@code 1.8×}. */
  static String ratio(double value) {
    return significant(value) + "×";
  }

  /** An interval as the tables write it: {@code [1.7–1.9]}, each end to three figures. */
  static String interval(Interval interval) {
    return "[" + significant(interval.low()) + "–" + significant(interval.high()) + "]";
  }

  /** A ratio with its interval: {@code 1.8× [1.7–1.9]}, or {@code 1.8×} without one. */
  static String ratio(Interval interval) {
    return interval.bounded()
        ? ratio(interval.estimate()) + " " + interval(interval)
        : ratio(interval.estimate());
  }

  /** A fraction as a percentage: {@code 3.2%}. */
  static String percent(double fraction) {
    return significant(fraction * 100) + "%";
  }

  private static String format(BigDecimal value) {
    DecimalFormat format =
        new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
    format.setMaximumFractionDigits(Math.max(0, value.scale()));
    return format.format(value);
  }
}
