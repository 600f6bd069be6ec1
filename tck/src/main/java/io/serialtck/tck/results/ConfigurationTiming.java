package io.serialtck.tck.results;

/**
 * Where one configuration's time went.
 *
 * @param classesDefined generated classes shipped to its worlds (over all worker starts)
 */
public record ConfigurationTiming(
    String configuration,
    int cells,
    int worldsCreated,
    int classesDefined,
    int workerStarts,
    long wallMillis) {}
