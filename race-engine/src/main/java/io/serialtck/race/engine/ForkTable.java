package io.serialtck.race.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A race's forks by entrant, payload and benchmark, round by round: where the intervals and tiers
 * read their per-round figures from.
 */
final class ForkTable {

  private final Map<String, SortedMap<Integer, ForkSample>> bySeries = new HashMap<>();

  ForkTable(List<ForkSample> forks) {
    for (ForkSample fork : forks) {
      bySeries
          .computeIfAbsent(
              key(fork.configuration(), fork.version(), fork.payload(), fork.benchmark()),
              k -> new TreeMap<>())
          .put(fork.round(), fork);
    }
  }

  /** The forks of one entrant's benchmark on one payload, by round; empty when none ran. */
  SortedMap<Integer, ForkSample> forks(Entrant entrant, String payload, String benchmark) {
    return bySeries.getOrDefault(
        key(entrant.configuration(), entrant.version(), payload, benchmark), new TreeMap<>());
  }

  /** The fork times of one entrant's benchmark on one payload, by round. */
  SortedMap<Integer, Double> nanos(Entrant entrant, String payload, String benchmark) {
    SortedMap<Integer, Double> nanos = new TreeMap<>();
    forks(entrant, payload, benchmark)
        .forEach((round, fork) -> nanos.put(round, fork.nanosPerOp()));
    return nanos;
  }

  /**
   * Serialize plus deserialize time, by round, in each round that timed both; divided by the
   * yardstick's of the same round when a {@code yardstick} is given (not null), and then only in
   * rounds that timed the yardstick's too.
   */
  SortedMap<Integer, Double> serializeAndDeserialize(
      Entrant entrant, String payload, Entrant yardstick) {
    SortedMap<Integer, Double> own = sum(entrant, payload);
    if (yardstick == null) {
      return own;
    }
    SortedMap<Integer, Double> base = sum(yardstick, payload);
    SortedMap<Integer, Double> ratios = new TreeMap<>();
    own.forEach(
        (round, nanos) -> {
          Double under = base.get(round);
          if (under != null) {
            ratios.put(round, nanos / under);
          }
        });
    return ratios;
  }

  private SortedMap<Integer, Double> sum(Entrant entrant, String payload) {
    SortedMap<Integer, Double> serialize = nanos(entrant, payload, "serialize");
    SortedMap<Integer, Double> deserialize = nanos(entrant, payload, "deserialize");
    SortedMap<Integer, Double> sums = new TreeMap<>();
    serialize.forEach(
        (round, nanos) -> {
          Double read = deserialize.get(round);
          if (read != null) {
            sums.put(round, nanos + read);
          }
        });
    return sums;
  }

  private static String key(
      String configuration, String version, String payload, String benchmark) {
    return String.join("\u0000", configuration, String.valueOf(version), payload, benchmark);
  }
}
