package io.serialtck.report.podium;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.DoubleFunction;

/**
 * A ranking over payloads, shared by the race and the weighing: per configuration a number per
 * payload (smaller is better), summed up as their geometric mean over the payloads it has a number
 * for. A configuration with a number for more of the payloads ranks before one with fewer, whatever
 * their means; then the smaller mean, then the smaller geometric mean of the tie-break numbers.
 * Configurations with no number at all are placed after every ranked one.
 */
final class PayloadRanking {

  private final List<String> payloads;
  private final Map<String, Map<String, Double>> values;
  private final Map<String, Place> places;

  private PayloadRanking(
      List<String> payloads, Map<String, Map<String, Double>> values, Map<String, Place> places) {
    this.payloads = payloads;
    this.values = values;
    this.places = places;
  }

  /**
   * @param configurations every configuration to place, in report order
   * @param payloads the payloads that count, in report order; numbers of other payloads are ignored
   * @param values per configuration, per payload, the number ranked (smaller is better)
   * @param tieBreak per configuration, per payload, the number that breaks a tie of means
   * @param figure how a mean is written
   * @param missing what a configuration without a number reads
   */
  static PayloadRanking of(
      List<String> configurations,
      List<String> payloads,
      Map<String, Map<String, Double>> values,
      Map<String, Map<String, Double>> tieBreak,
      DoubleFunction<String> figure,
      String missing) {
    Map<String, Map<String, Double>> kept = new LinkedHashMap<>();
    for (String configuration : configurations) {
      Map<String, Double> own = new LinkedHashMap<>();
      for (String payload : payloads) {
        Double value = values.getOrDefault(configuration, Map.of()).get(payload);
        if (value != null) {
          own.put(payload, value);
        }
      }
      kept.put(configuration, own);
    }
    List<String> ranked =
        configurations.stream()
            .filter(configuration -> !kept.get(configuration).isEmpty())
            .toList();
    Map<String, Double> means = new HashMap<>();
    Map<String, Double> tieMeans = new HashMap<>();
    for (String configuration : ranked) {
      Map<String, Double> own = kept.get(configuration);
      means.put(configuration, geometricMean(own.values()));
      List<Double> ties = new ArrayList<>();
      own.keySet()
          .forEach(
              payload -> {
                Double tie = tieBreak.getOrDefault(configuration, Map.of()).get(payload);
                ties.add(tie == null ? 0 : tie);
              });
      tieMeans.put(configuration, geometricMean(ties));
    }
    Comparator<String> order =
        Comparator.comparingInt((String configuration) -> -kept.get(configuration).size())
            .thenComparingDouble(means::get)
            .thenComparingDouble(tieMeans::get);
    Map<String, Integer> ranks = Ranks.competition(ranked, order);
    Map<String, Place> places = new LinkedHashMap<>();
    for (String configuration : configurations) {
      Integer rank = ranks.get(configuration);
      if (rank == null) {
        places.put(configuration, new Place(ranked.size() + 1, false, missing));
        continue;
      }
      int covered = kept.get(configuration).size();
      String text = figure.apply(means.get(configuration));
      if (covered < payloads.size()) {
        text += ", " + covered + " of " + payloads.size() + " payloads";
      }
      places.put(configuration, new Place(rank, true, text));
    }
    return new PayloadRanking(List.copyOf(payloads), kept, places);
  }

  /** The payloads that count, in report order. */
  List<String> payloads() {
    return payloads;
  }

  /** Whether any configuration has a number: if none has, the dimension is not on the podium. */
  boolean ranksAny() {
    return places.values().stream().anyMatch(Place::ranked);
  }

  Place place(String configuration) {
    return places.get(configuration);
  }

  /** The geometric mean of a configuration's numbers, empty when it has none. */
  OptionalDouble mean(String configuration) {
    Map<String, Double> own = values.getOrDefault(configuration, Map.of());
    return own.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(geometricMean(own.values()));
  }

  /** How many of the payloads the configuration has a number for. */
  int covered(String configuration) {
    return values.getOrDefault(configuration, Map.of()).size();
  }

  /** The payloads on which the configuration's number is the smallest of all (ties included). */
  List<String> bestOn(String configuration) {
    Map<String, Double> own = values.getOrDefault(configuration, Map.of());
    return payloads.stream()
        .filter(own::containsKey)
        .filter(
            payload ->
                values.values().stream()
                    .map(other -> other.get(payload))
                    .filter(value -> value != null)
                    .allMatch(value -> own.get(payload) <= value))
        .toList();
  }

  private static double geometricMean(Iterable<Double> numbers) {
    double logs = 0;
    int count = 0;
    for (double number : numbers) {
      logs += Math.log(Math.max(number, Double.MIN_NORMAL));
      count++;
    }
    return count == 0 ? 0 : Math.exp(logs / count);
  }
}
