package io.serialtck.tck.race;

/**
 * The JMH settings a race ran with; every point (configuration, payload, operation) runs in its own
 * JMH fork, on the JVM's defaults plus the configuration's own flags.
 *
 * @param mode {@code full} or {@code quick}
 * @param forks JMH forks per point
 * @param warmupIterations warm-up iterations per fork
 * @param warmupMillis length of one warm-up iteration
 * @param measurementIterations measured iterations per fork
 * @param measurementMillis length of one measured iteration
 */
public record RaceSettings(
    String mode,
    int forks,
    int warmupIterations,
    long warmupMillis,
    int measurementIterations,
    long measurementMillis) {}
