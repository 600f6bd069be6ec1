package io.serialtck.tck.race;

/**
 * One timed operation of one race row, as JMH measured it.
 *
 * @param nanosPerOp JMH's score: average time per operation in nanoseconds
 * @param error JMH's score error (half the 99.9% confidence interval) in nanoseconds; null when
 *     there were too few iterations to compute one
 * @param allocatedBytesPerOp bytes allocated per operation ({@code gc.alloc.rate.norm} of JMH's GC
 *     profiler; JMH leaves the row out when nothing was allocated, which is 0 here)
 * @param ratio {@code nanosPerOp} divided by the hand-written serializer's for the same payload in
 *     the same run; null when that has no time
 */
public record Timing(double nanosPerOp, Double error, double allocatedBytesPerOp, Double ratio) {}
