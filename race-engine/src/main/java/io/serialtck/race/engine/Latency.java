package io.serialtck.race.engine;

/**
 * A round trip timed in JMH's sample mode: the distribution of single operations' times.
 *
 * @param p50Nanos the median, in nanoseconds ({@code scorePercentiles} "50.0")
 * @param p9999Nanos the 99.99th percentile, in nanoseconds ({@code scorePercentiles} "99.99")
 * @param meanNanos JMH's score: the mean, in nanoseconds
 * @param allocatedBytesPerOp bytes allocated per round trip ({@code gc.alloc.rate.norm}; 0 when JMH
 *     leaves the row out)
 */
public record Latency(
    double p50Nanos, double p9999Nanos, double meanNanos, double allocatedBytesPerOp) {}
