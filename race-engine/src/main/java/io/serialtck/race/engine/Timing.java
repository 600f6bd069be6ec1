package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Interval;

/**
 * One timed operation of one race row.
 *
 * @param nanosPerOp the time per operation in nanoseconds: the geometric mean of the forks' JMH
 *     scores (a race before schema 3: JMH's score)
 * @param error JMH's score error (half the 99.9% interval over one fork's iterations) in
 *     nanoseconds; null in a race of schema 3 on, whose intervals are between forks, and when there
 *     were too few iterations to compute one
 * @param allocatedBytesPerOp bytes allocated per operation ({@code gc.alloc.rate.norm} of JMH's GC
 *     profiler, the median over the forks; JMH leaves the row out when nothing was allocated, which
 *     is 0 here)
 * @param ratio {@code nanosPerOp}'s ratio to the hand-written serializer's for the same payload and
 *     operation: the geometric mean of the ratios paired within each round; null when that has no
 *     time
 * @param nanos {@code nanosPerOp} with its 95% bootstrap interval over the rounds; null before
 *     schema 3
 * @param ratioInterval {@code ratio} with its 95% bootstrap interval over the rounds (of the
 *     per-round ratios); null when there is no ratio, or before schema 3
 * @param forks how many forks (rounds) timed it; null before schema 3
 */
public record Timing(
    double nanosPerOp,
    Double error,
    double allocatedBytesPerOp,
    Double ratio,
    Interval nanos,
    Interval ratioInterval,
    Integer forks) {

  /** A timing as a race before schema 3 had it: one fork, JMH's error, no interval. */
  public Timing(double nanosPerOp, Double error, double allocatedBytesPerOp, Double ratio) {
    this(nanosPerOp, error, allocatedBytesPerOp, ratio, null, null, null);
  }
}
