package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.RoundSeries;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Each entrant's headline series: its serialize plus deserialize time over the hand-written time of
 * the same round, as the geometric mean over the payloads it was timed on, round by round. The
 * standings, the A/A control and the agreement of races ({@link RaceAgreement}) all read it.
 */
final class OverallSeries {

  private OverallSeries() {}

  /**
   * The series of each entrant timed on at least one of {@code payloadIds}, in the entrants' order;
   * empty when hand-written is not among them.
   */
  static Map<Entrant, RoundSeries> of(
      List<Entrant> entrants, List<String> payloadIds, List<ForkSample> forks) {
    Entrant handWritten = MeasuredRows.handWritten(entrants);
    Map<Entrant, RoundSeries> series = new LinkedHashMap<>();
    if (handWritten == null) {
      return series;
    }
    ForkTable table = new ForkTable(forks);
    for (Entrant entrant : entrants) {
      RoundSeries overall = overall(entrant, payloadIds, table, handWritten);
      if (overall != null) {
        series.put(entrant, overall);
      }
    }
    return series;
  }

  /**
   * The series of a race document's entrants, from its forks alone: entrants as its forks name them
   * ({@link #entrantsOf}), payloads in its order ({@link #payloadsOf}).
   */
  static Map<Entrant, RoundSeries> of(RaceDocument race) {
    return of(entrantsOf(race.forks()), payloadsOf(race), race.forks());
  }

  /**
   * The entrants a race document's forks name, in the order of their first fork: each as the
   * document knows it, a configuration and a version (no world, no flags).
   */
  static List<Entrant> entrantsOf(List<ForkSample> forks) {
    Set<List<String>> seen = new LinkedHashSet<>();
    List<Entrant> entrants = new ArrayList<>();
    for (ForkSample fork : forks) {
      if (seen.add(List.of(fork.configuration(), fork.version()))) {
        entrants.add(
            new Entrant(
                fork.configuration(),
                fork.configuration(),
                fork.version(),
                List.of(),
                List.of(),
                false));
      }
    }
    return entrants;
  }

  /**
   * The payloads of a race document: its payloads in report order (the order the race itself
   * averaged them in, so that a recomputed figure is the race's to the last bit), then any other
   * its forks name.
   */
  static List<String> payloadsOf(RaceDocument race) {
    Set<String> payloads = new LinkedHashSet<>();
    race.payloads().forEach(payload -> payloads.add(payload.id()));
    race.forks().forEach(fork -> payloads.add(fork.payload()));
    return List.copyOf(payloads);
  }

  /**
   * An entrant's geometric mean over the payloads it was timed on, per round, in the rounds that
   * timed it on all of them; null when it was timed on none.
   */
  private static RoundSeries overall(
      Entrant entrant, List<String> payloadIds, ForkTable table, Entrant handWritten) {
    List<SortedMap<Integer, Double>> perPayload = new ArrayList<>();
    for (String payload : payloadIds) {
      SortedMap<Integer, Double> ratios =
          table.serializeAndDeserialize(entrant, payload, handWritten);
      if (!ratios.isEmpty()) {
        perPayload.add(ratios);
      }
    }
    if (perPayload.isEmpty()) {
      return null;
    }
    SortedMap<Integer, Double> byRound = new TreeMap<>();
    for (Integer round : perPayload.get(0).keySet()) {
      double logs = 0;
      boolean complete = true;
      for (SortedMap<Integer, Double> ratios : perPayload) {
        Double ratio = ratios.get(round);
        if (ratio == null) {
          complete = false;
          break;
        }
        logs += Math.log(ratio);
      }
      if (complete) {
        byRound.put(round, Math.exp(logs / perPayload.size()));
      }
    }
    if (byRound.isEmpty()) {
      return null;
    }
    return new RoundSeries(
        entrant.configuration() + " " + entrant.version() + " overall", perPayload.size(), byRound);
  }
}
