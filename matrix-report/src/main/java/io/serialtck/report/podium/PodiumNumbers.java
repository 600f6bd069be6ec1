package io.serialtck.report.podium;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** How the podium writes its numbers: three significant figures, thousands separated. */
final class PodiumNumbers {

  private static final MathContext THREE_FIGURES = new MathContext(3, RoundingMode.HALF_UP);

  private PodiumNumbers() {}

  /** {@code 12,300}, {@code 1.83}, {@code 0.5}. */
  static String significant(double value) {
    if (value == 0 || Double.isNaN(value) || Double.isInfinite(value)) {
      return value == 0 ? "0" : String.valueOf(value);
    }
    BigDecimal rounded = BigDecimal.valueOf(value).round(THREE_FIGURES).stripTrailingZeros();
    DecimalFormat format =
        new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
    format.setMaximumFractionDigits(Math.max(0, rounded.scale()));
    return format.format(rounded);
  }

  /** A share as a percentage with one decimal, rounded down, so 100% means all: {@code 95.2%}. */
  static String percent(int part, int whole) {
    double tenths = Math.floor(part * 1000.0 / whole) / 10.0;
    return (tenths == Math.rint(tenths) ? String.valueOf((long) tenths) : String.valueOf(tenths))
        + "%";
  }
}
