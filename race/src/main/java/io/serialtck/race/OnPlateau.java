package io.serialtck.race;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.openjdk.jmh.runner.RunnerException;

/**
 * One benchmark warmed until steady and measured on the plateau its warm-up ended on: with an
 * {@code offPlateauFactor} ({@link RacePlan.Settings#offPlateauFactor}), a measurement that ends
 * that far off the plateau ({@link Steadiness#left}) is set aside, the benchmark warms on until
 * steady again, and it is measured again, at most {@value RacePlan.Settings#MEASURED_AGAIN} times;
 * the last measurement stands, so a library whose time keeps moving is timed as it moves, not left
 * out.
 */
final class OnPlateau {

  private OnPlateau() {}

  /** Warms a benchmark on from the iterations so far, adding its own; whether it ended steady. */
  interface Warming {
    boolean warmOn(List<Double> times) throws RunnerException;
  }

  /** Measures a benchmark once. */
  interface Measuring<R> {
    R measure() throws RunnerException;
  }

  /**
   * What a benchmark's warm-ups and measurements came to.
   *
   * @param result the measurement that stands
   * @param steady whether its last warm-up ended steady
   * @param warmup every warm-up iteration's time, in order
   * @param setAside the measurements set aside, each its iterations' times
   */
  record Outcome<R>(R result, boolean steady, List<Double> warmup, List<List<Double>> setAside) {}

  /**
   * Warms and measures one benchmark.
   *
   * @param iterations a measurement's iterations' times (empty for one that failed: it stands)
   * @param log told of each measurement set aside, in a line
   */
  static <R> Outcome<R> measure(
      RacePlan.Settings settings,
      Warming warming,
      Measuring<R> measuring,
      Function<R, List<Double>> iterations,
      Consumer<String> log)
      throws RunnerException {
    List<Double> times = new ArrayList<>();
    List<List<Double>> setAside = new ArrayList<>();
    boolean steady = warming.warmOn(times);
    R result = measuring.measure();
    while (settings.measuresAgainOffPlateau()
        && setAside.size() < RacePlan.Settings.MEASURED_AGAIN) {
      List<Double> measured = iterations.apply(result);
      if (!Steadiness.left(times, measured, settings.offPlateauFactor())) {
        break;
      }
      log.accept(
          "set aside a measurement: it ended more than "
              + settings.offPlateauFactor()
              + "× off the plateau of "
              + Steadiness.plateau(times)
              + " ns "
              + measured
              + "; warming on");
      setAside.add(measured);
      steady = warming.warmOn(times);
      result = measuring.measure();
    }
    return new Outcome<>(result, steady, times, setAside);
  }
}
