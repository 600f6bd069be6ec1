package io.serialtck.report.podium;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Competition ranking ("1224"): items that compare equal share a rank, the next rank skips. */
final class Ranks {

  private Ranks() {}

  /** The rank of each item, best (smallest by {@code order}) first. */
  static <T> Map<T, Integer> competition(List<T> items, Comparator<? super T> order) {
    List<T> sorted = new ArrayList<>(items);
    sorted.sort(order);
    Map<T, Integer> ranks = new LinkedHashMap<>();
    for (int i = 0; i < sorted.size(); i++) {
      T item = sorted.get(i);
      boolean tied = i > 0 && order.compare(sorted.get(i - 1), item) == 0;
      ranks.put(item, tied ? ranks.get(sorted.get(i - 1)) : i + 1);
    }
    return ranks;
  }
}
