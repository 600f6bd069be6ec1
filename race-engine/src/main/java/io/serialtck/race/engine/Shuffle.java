package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Bootstrap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order of a round: the round's points shuffled (Fisher-Yates, {@link Collections#shuffle} with
 * a {@link Random}) by a seed made from the race's seed and the round's number, so that a race's
 * order is random across rounds and the same again for the same seed.
 */
final class Shuffle {

  private Shuffle() {}

  /** The items in round {@code round}'s order. */
  static <T> List<T> order(List<T> items, long raceSeed, int round) {
    List<T> ordered = new ArrayList<>(items);
    Collections.shuffle(ordered, new Random(Bootstrap.seedOf(raceSeed, "round " + round)));
    return ordered;
  }
}
