package io.serialtck.race.engine;

import java.util.List;
import java.util.Optional;

/**
 * How much CPU time the machine's host took from a race's forks ({@link ForkSample#stolenShare}):
 * the reports print it beside the A/A control, since a share that varies between forks is noise
 * that the forks' variance, and so every interval, carries.
 *
 * @param forks the forks whose share is known
 * @param median the median fork's share, from 0 to 1
 * @param highest the highest fork's share
 */
public record StolenTime(int forks, double median, double highest) {

  /** The summary of these forks' shares; empty when none is known. */
  public static Optional<StolenTime> of(List<ForkSample> samples) {
    // a fork's benchmarks share its JVM and so its share: count each JVM once
    List<Double> shares =
        samples.stream()
            .filter(f -> f.stolenShare() != null)
            .map(f -> List.of(f.round(), f.configuration(), f.version(), f.stolenShare()))
            .distinct()
            .map(key -> (Double) key.get(3))
            .sorted()
            .toList();
    if (shares.isEmpty()) {
      return Optional.empty();
    }
    int n = shares.size();
    double median =
        n % 2 == 1 ? shares.get(n / 2) : (shares.get(n / 2 - 1) + shares.get(n / 2)) / 2;
    return Optional.of(new StolenTime(n, median, shares.get(n - 1)));
  }
}
