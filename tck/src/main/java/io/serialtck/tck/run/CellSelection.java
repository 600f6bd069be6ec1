package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The cells a run records and reports: the plan's cells (those its {@link
 * io.serialtck.tck.plan.CellFilter} keeps), or a shard's block of them. A cell outside it may still
 * be run for another's sake, but is neither recorded nor told to the listener.
 */
final class CellSelection {

  private final Set<CellKey> keys;
  private final Map<String, Integer> perConfiguration = new HashMap<>();

  private CellSelection(Collection<CellKey> keys) {
    this.keys = Set.copyOf(keys);
    for (CellKey key : this.keys) {
      perConfiguration.merge(key.configuration(), 1, Integer::sum);
    }
  }

  static CellSelection of(Collection<CellKey> keys) {
    return new CellSelection(keys);
  }

  boolean contains(CellKey key) {
    return keys.contains(key);
  }

  /** Whether some selected cell is such a cell. */
  boolean any(Predicate<CellKey> cell) {
    return keys.stream().anyMatch(cell);
  }

  /** How many of this configuration's cells are selected; 0 when it need not start at all. */
  int count(String configurationId) {
    return perConfiguration.getOrDefault(configurationId, 0);
  }
}
