package io.serialtck.tck.results;

/**
 * Where one configuration's time went.
 *
 * @param classesDefined generated classes shipped to its worlds (over all worker starts)
 * @param cachedCells its cells the cell cache answered, without asking a worker
 */
public record ConfigurationTiming(
    String configuration,
    int cells,
    int worldsCreated,
    int classesDefined,
    int workerStarts,
    long wallMillis,
    int cachedCells) {

  /** The timing of a configuration none of whose cells came from the cell cache. */
  public ConfigurationTiming(
      String configuration,
      int cells,
      int worldsCreated,
      int classesDefined,
      int workerStarts,
      long wallMillis) {
    this(configuration, cells, worldsCreated, classesDefined, workerStarts, wallMillis, 0);
  }
}
