package io.serialtck.report.podium;

import java.util.Map;
import java.util.Optional;

/**
 * One configuration on the podium.
 *
 * @param configuration the configuration's id
 * @param rank its combined rank, 1 for the best; configurations tied on every number share it
 * @param meanRank the mean of its ranks over the podium's dimensions, which the combined rank
 *     orders
 * @param places its place in each dimension the podium has
 * @param verdict its verdict in one line
 */
public record PodiumEntry(
    String configuration, int rank, double meanRank, Map<Dimension, Place> places, String verdict) {

  public PodiumEntry {
    places = Map.copyOf(places);
  }

  /** Its place in a dimension, empty when the podium does not have that dimension. */
  public Optional<Place> place(Dimension dimension) {
    return Optional.ofNullable(places.get(dimension));
  }

  /** {@code 2.25}, the mean rank as the tables write it. */
  public String meanRankText() {
    return PodiumNumbers.significant(meanRank);
  }
}
