package io.serialtck.report.podium;

import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RacePayload;
import io.serialtck.tck.race.RaceRow;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The race and weighing dimensions, read from a race document. The race ranks on each payload's
 * serialize plus deserialize time divided by the hand-written baseline's on the same payload, over
 * the payloads the baseline was timed on; the weighing ranks on the raw bytes written, Deflate
 * bytes breaking ties, over the payloads any configuration read back intact. A configuration's rows
 * are those of its id at the library version of the matrix run (an upgraded configuration raced at
 * two versions counts with the run's one).
 */
final class RaceRanking {

  private RaceRanking() {}

  /** The race dimension; empty when nothing was timed against a timed hand-written baseline. */
  static Optional<PayloadRanking> speed(RaceDocument race, List<Configuration> configurations) {
    Map<String, Double> baseline = new HashMap<>();
    for (RaceRow row : race.rows()) {
      if (row.configuration().equals(RaceDocument.HAND_WRITTEN) && row.timed()) {
        baseline.put(row.payload(), row.serializeAndDeserializeNanos());
      }
    }
    List<String> payloads =
        race.payloads().stream().map(RacePayload::id).filter(baseline::containsKey).toList();
    Map<String, Map<String, Double>> ratios = new HashMap<>();
    for (Configuration configuration : configurations) {
      for (RaceRow row : rowsOf(race, configuration)) {
        if (row.timed() && baseline.containsKey(row.payload())) {
          ratios
              .computeIfAbsent(configuration.id(), k -> new HashMap<>())
              .put(row.payload(), row.serializeAndDeserializeNanos() / baseline.get(row.payload()));
        }
      }
    }
    PayloadRanking ranking =
        PayloadRanking.of(
            ids(configurations),
            payloads,
            ratios,
            Map.of(),
            mean -> PodiumNumbers.significant(mean) + "×",
            "not timed");
    return ranking.ranksAny() ? Optional.of(ranking) : Optional.empty();
  }

  /** The weighing dimension; empty when no configuration has a size. */
  static Optional<PayloadRanking> size(RaceDocument race, List<Configuration> configurations) {
    Map<String, Map<String, Double>> bytes = new HashMap<>();
    Map<String, Map<String, Double>> deflated = new HashMap<>();
    for (Configuration configuration : configurations) {
      for (RaceRow row : rowsOf(race, configuration)) {
        if (row.weight() != null) {
          bytes
              .computeIfAbsent(configuration.id(), k -> new HashMap<>())
              .put(row.payload(), (double) row.weight().bytes());
          deflated
              .computeIfAbsent(configuration.id(), k -> new HashMap<>())
              .put(row.payload(), (double) row.weight().deflated());
        }
      }
    }
    List<String> payloads =
        race.payloads().stream()
            .map(RacePayload::id)
            .filter(payload -> bytes.values().stream().anyMatch(own -> own.containsKey(payload)))
            .toList();
    PayloadRanking ranking =
        PayloadRanking.of(
            ids(configurations),
            payloads,
            bytes,
            deflated,
            mean -> PodiumNumbers.significant(mean) + " B",
            "not weighed");
    return ranking.ranksAny() ? Optional.of(ranking) : Optional.empty();
  }

  private static List<RaceRow> rowsOf(RaceDocument race, Configuration configuration) {
    List<RaceRow> own =
        race.rows().stream().filter(row -> row.configuration().equals(configuration.id())).toList();
    List<RaceRow> sameVersion =
        own.stream().filter(row -> Objects.equals(row.version(), configuration.version())).toList();
    if (!sameVersion.isEmpty() || own.isEmpty()) {
      return sameVersion;
    }
    String first = own.get(0).version();
    return own.stream().filter(row -> Objects.equals(row.version(), first)).toList();
  }

  private static List<String> ids(List<Configuration> configurations) {
    return configurations.stream().map(Configuration::id).toList();
  }
}
