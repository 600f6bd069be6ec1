package io.serialtck.race;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * When a fork's warm-up has reached its plateau: the median of its last {@value #WINDOW} iterations
 * lies within a tolerance of the median of the {@value #WINDOW} before them, after at least {@value
 * #MIN_MILLIS} ms (the steady-state rule of Georges, Buytaert and Eeckhout, OOPSLA 2007, with
 * medians, which a single slow iteration does not move). Measured on this machine with one
 * benchmark per JVM, iterations of 100 ms: a library's serialize and deserialize reach their
 * plateau after 1.3 to 2.9 s, and the medians of the ten iterations after that point lie within 2%
 * of those of the fork's last ten, four seconds in. But a library's code goes on getting faster
 * slowly after that: in the check of all 33 configurations against long JMH settings (seed 50),
 * forks that stopped warming before 2 s measured 4% slower than after 3 s + 5 s of 1 s iterations,
 * and those warmed 2.9 s or more 2% slower; hence at least {@value #MIN_MILLIS} ms, as long as
 * JMH's long warm-up.
 */
public final class Steadiness {

  /** Iterations per window. */
  public static final int WINDOW = 5;

  /**
   * The least warm-up before a fork can be steady, in ms: a library's code rarely settles sooner.
   */
  public static final long MIN_MILLIS = 3000;

  private Steadiness() {}

  /**
   * Whether the iterations so far end on a plateau.
   *
   * @param iterations the warm-up iterations' times, in order (any unit)
   * @param iterationMillis the length of one iteration
   * @param tolerancePercent how far apart two windows' medians may be, in percent of the earlier
   */
  public static boolean steady(
      List<Double> iterations, long iterationMillis, long tolerancePercent) {
    int n = iterations.size();
    if (n < 2 * WINDOW || n * iterationMillis < MIN_MILLIS) {
      return false;
    }
    double last = median(iterations.subList(n - WINDOW, n));
    double before = median(iterations.subList(n - 2 * WINDOW, n - WINDOW));
    return Math.abs(last / before - 1) * 100 <= tolerancePercent;
  }

  /**
   * The plateau a warm-up ended on: the median of its last {@value #WINDOW} iterations (of all of
   * them when there are fewer); NaN for none.
   */
  public static double plateau(List<Double> warmup) {
    if (warmup.isEmpty()) {
      return Double.NaN;
    }
    return median(warmup.subList(Math.max(0, warmup.size() - WINDOW), warmup.size()));
  }

  /**
   * Whether a measurement ended off the plateau its warm-up ended on: its last iteration took more
   * than {@code factor} times the plateau's time, or less than the plateau's over {@code factor},
   * so the JVM had moved to another state. Measured on this machine (seed 68, 1,298 forks warmed
   * until steady within 3%), 10 forks ended more than 2× off, both ways: a library's code became up
   * to 14 times faster within the measurement, or a fork became 25 times slower in mid-measurement
   * and stayed so; the mean of such a measurement is the time of neither state. A slow iteration
   * before the last one, which the plateau follows again, is a passing cost (a pause, the host's
   * steal) and counts in the mean as it falls, so it does not make a measurement leave: measuring
   * again on it would time a library whose pauses are rare without them.
   *
   * @param warmup the warm-up iterations' times, in order
   * @param measured the measured iterations' times, in order, in the same unit
   * @param factor how far from the plateau the last iteration may lie, at least 1
   * @return false when there is no warm-up or no measured iteration
   */
  public static boolean left(List<Double> warmup, List<Double> measured, double factor) {
    double plateau = plateau(warmup);
    if (Double.isNaN(plateau) || plateau <= 0 || measured.isEmpty()) {
      return false;
    }
    double last = measured.get(measured.size() - 1);
    return last > plateau * factor || last * factor < plateau;
  }

  static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
