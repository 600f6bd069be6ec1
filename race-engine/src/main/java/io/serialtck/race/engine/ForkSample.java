package io.serialtck.race.engine;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One benchmark's result from one fork: the raw material of every interval in {@code race.json},
 * kept so that anyone can recompute them.
 *
 * @param round the round the fork ran in, from 1
 * @param position the fork's place in its round's shuffled order, from 1 (its benchmarks share it)
 * @param configuration the entrant's configuration id ({@code twin:<id>} for a plain twin)
 * @param version the entrant's library version
 * @param payload the payload's id
 * @param benchmark the benchmark's method name ({@code serialize}, {@code deserialize}, ...)
 * @param nanosPerOp JMH's score for the fork: the mean of its measured iterations, ns per operation
 * @param iterations the measured iterations' scores, in order (empty for a sampled benchmark)
 * @param allocatedBytesPerOp bytes allocated per operation ({@code gc.alloc.rate.norm})
 * @param stolenShare the share of the machine's CPU time its host took while the fork's JVM ran
 *     ({@link HostSteal}), from 0 to 1; null where the machine does not count it
 * @param warmup how the benchmark warmed before it was measured, when it warmed until steady; null
 *     for a fixed warm-up (and in a race before schema 4)
 */
public record ForkSample(
    int round,
    int position,
    String configuration,
    String version,
    String payload,
    String benchmark,
    double nanosPerOp,
    List<Double> iterations,
    double allocatedBytesPerOp,
    Double stolenShare,
    @JsonInclude(JsonInclude.Include.NON_NULL) Warmup warmup) {

  public ForkSample {
    iterations = iterations == null ? List.of() : List.copyOf(iterations);
  }

  /**
   * A benchmark's warm-up until steady, as its race JVM reported it.
   *
   * @param millis how long it warmed, in all
   * @param steady whether its time was steady when it stopped (else it ran out of warm-up)
   * @param iterations the warm-up iterations' times, in order, ns per operation (after a
   *     measurement set aside, the warm-up went on, and its iterations follow)
   * @param setAside the measurements set aside because an iteration left the plateau (settings with
   *     an {@code offPlateauFactor}), each its iterations' times, in order; empty for none
   */
  public record Warmup(
      long millis,
      boolean steady,
      List<Double> iterations,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<List<Double>> setAside) {
    public Warmup {
      iterations = iterations == null ? List.of() : List.copyOf(iterations);
      setAside = setAside == null ? List.of() : setAside.stream().map(List::copyOf).toList();
    }

    /** A warm-up whose measurement was kept. */
    public Warmup(long millis, boolean steady, List<Double> iterations) {
      this(millis, steady, iterations, List.of());
    }
  }

  /** A fork measured after a fixed warm-up. */
  public ForkSample(
      int round,
      int position,
      String configuration,
      String version,
      String payload,
      String benchmark,
      double nanosPerOp,
      List<Double> iterations,
      double allocatedBytesPerOp,
      Double stolenShare) {
    this(
        round,
        position,
        configuration,
        version,
        payload,
        benchmark,
        nanosPerOp,
        iterations,
        allocatedBytesPerOp,
        stolenShare,
        null);
  }

  /** A fork whose host's share is not known. */
  public ForkSample(
      int round,
      int position,
      String configuration,
      String version,
      String payload,
      String benchmark,
      double nanosPerOp,
      List<Double> iterations,
      double allocatedBytesPerOp) {
    this(
        round,
        position,
        configuration,
        version,
        payload,
        benchmark,
        nanosPerOp,
        iterations,
        allocatedBytesPerOp,
        null);
  }

  /**
   * This fork as round {@code round} of another race (a pool of calibrations, a deal of rounds).
   */
  public ForkSample inRound(int round) {
    return new ForkSample(
        round,
        position,
        configuration,
        version,
        payload,
        benchmark,
        nanosPerOp,
        iterations,
        allocatedBytesPerOp,
        stolenShare,
        warmup);
  }
}
