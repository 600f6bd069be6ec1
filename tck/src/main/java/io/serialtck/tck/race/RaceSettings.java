package io.serialtck.tck.race;

/**
 * The JMH settings a race ran with, on the JVM's defaults plus the configuration's own flags.
 *
 * @param mode {@code full} or {@code quick}
 * @param forks JMH forks per benchmark of a point (configuration, payload); 0 when each
 *     configuration's benchmarks ran one after the other in one race JVM started with its flags
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
