package io.serialtck.tck.run.upgrade;

import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.Shrinker;
import java.util.List;

/**
 * A case as exploration asked it: the grammar's case, or one field of it alone when both sides fail
 * the whole case alike.
 *
 * @param original the grammar's case of its seed
 * @param part the shrink path ({@link Shrinker#replay}) from {@code original} to {@code asked}:
 *     empty for the whole case
 * @param asked the case asked
 */
record AskedCase(EvolutionCase original, List<Integer> part, EvolutionCase asked) {

  AskedCase {
    part = List.copyOf(part);
  }

  /** The whole case. */
  static AskedCase whole(EvolutionCase original) {
    return new AskedCase(original, List.of(), original);
  }

  /** The case's root field {@code field} alone. */
  static AskedCase field(EvolutionCase original, int field) {
    List<Integer> path = Shrinker.keepingOnly(original, field);
    return new AskedCase(original, path, Shrinker.replay(original, path));
  }

  boolean isPart() {
    return !part.isEmpty();
  }
}
