package io.serialtck.race.engine;

import java.time.Duration;

/**
 * How a race in rounds is scheduled.
 *
 * @param seed the seed of the rounds' shuffled orders and of every bootstrap
 * @param budget how long the rounds may take: a round starts only when the estimate says it ends
 *     within it (the first 3 always run)
 * @param rounds exactly this many rounds when not null, whatever the variance and the budget say
 */
public record RaceSchedule(long seed, Duration budget, Integer rounds) {

  /** The budget of a full race of every configuration and payload. */
  public static final Duration FULL_BUDGET = Duration.ofMinutes(30);

  public RaceSchedule {
    if (rounds != null && rounds < 1) {
      throw new IllegalArgumentException("a race runs at least one round, not " + rounds);
    }
  }

  /**
   * A schedule with the full race's budget, rounds from the variance, and the given seed: the run's
   * or the command's, so that a race drawn at random is one its seed draws again.
   */
  public static RaceSchedule byBudget(long seed) {
    return new RaceSchedule(seed, FULL_BUDGET, null);
  }
}
