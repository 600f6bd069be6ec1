package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The weighing dimension, read from a race document (the race dimension is {@link SpeedTiers}): it
 * ranks on the raw bytes written, Deflate bytes breaking ties, over the payloads any configuration
 * read back intact. A configuration's rows are those of its id at the library version of the matrix
 * run (an upgraded configuration raced at two versions counts with the run's one).
 */
final class RaceRanking {

  private RaceRanking() {}

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
