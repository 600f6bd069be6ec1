package io.serialtck.evolution.property;

/**
 * The seed and number of tries of a property run. Try {@code i} uses seed {@code seed + i}, so a
 * run is repeated exactly by giving the same two numbers: {@code -Dserialtck.seed=} and {@code
 * -Dserialtck.tries=}.
 */
public record PropertySettings(long seed, int tries) {

  public static final String SEED_PROPERTY = "serialtck.seed";
  public static final String TRIES_PROPERTY = "serialtck.tries";

  public PropertySettings {
    if (tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1: " + tries);
    }
  }

  /** From the system properties, with a random seed and the given tries where they are unset. */
  public static PropertySettings fromSystemProperties(int defaultTries) {
    long seed = Long.getLong(SEED_PROPERTY, System.nanoTime() ^ System.currentTimeMillis());
    return new PropertySettings(seed, Integer.getInteger(TRIES_PROPERTY, defaultTries));
  }

  /** The options that repeat this run. */
  public String repeatWith() {
    return "-D" + SEED_PROPERTY + "=" + seed + " -D" + TRIES_PROPERTY + "=" + tries;
  }
}
