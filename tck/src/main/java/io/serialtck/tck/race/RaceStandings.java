package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.tck.race.stats.RoundSeries;
import io.serialtck.tck.race.stats.TierRule;
import io.serialtck.tck.race.stats.Tiers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A full race's headline figures: each entrant's serialize plus deserialize time over the
 * hand-written time, as the geometric mean over the payloads it was timed on, round by round, with
 * its interval; the A/A control from the hand-written copy's; and the tiers, whose noise band is
 * the control's ({@link TierRule#delta}).
 *
 * @param standings the ranked entrants (hand-written among them), by tier, then by name
 * @param control the A/A control; null when the race had no copy
 */
record RaceStandings(List<Standing> standings, AaControl control) {

  /** The standings and control of a race's forks. */
  static RaceStandings of(
      List<Entrant> entrants, List<Payload> payloads, List<ForkSample> forks, long seed) {
    Entrant handWritten = MeasuredRows.handWritten(entrants);
    if (handWritten == null) {
      return new RaceStandings(List.of(), null);
    }
    ForkTable table = new ForkTable(forks);
    AaControl control = null;
    List<RoundSeries> series = new ArrayList<>();
    Map<String, Entrant> byKey = new HashMap<>();
    for (Entrant entrant : entrants) {
      RoundSeries overall = overall(entrant, payloads, table, handWritten);
      if (overall == null) {
        continue;
      }
      if (entrant.configuration().equals(RaceDocument.HAND_WRITTEN_COPY)) {
        control = AaControl.of(overall.interval(seed));
      } else if (MeasuredRows.ranked(entrant)) {
        series.add(overall);
        byKey.put(overall.key(), entrant);
      }
    }
    Map<String, Integer> tiers =
        Tiers.of(series, TierRule.delta(control == null ? null : control.ratio()), seed);
    List<Standing> standings = new ArrayList<>();
    for (RoundSeries entrant : series) {
      Entrant who = byKey.get(entrant.key());
      standings.add(
          new Standing(
              who.configuration(),
              who.version(),
              entrant.covered(),
              entrant.interval(seed),
              tiers.get(entrant.key())));
    }
    standings.sort(
        Comparator.comparingInt(Standing::tier)
            .thenComparing(Standing::configuration)
            .thenComparing(s -> String.valueOf(s.version())));
    return new RaceStandings(standings, control);
  }

  /**
   * An entrant's geometric mean over the payloads it was timed on, per round, in the rounds that
   * timed it on all of them; null when it was timed on none.
   */
  private static RoundSeries overall(
      Entrant entrant, List<Payload> payloads, ForkTable table, Entrant handWritten) {
    List<SortedMap<Integer, Double>> perPayload = new ArrayList<>();
    for (Payload payload : payloads) {
      if (payload.lambda()) {
        continue;
      }
      SortedMap<Integer, Double> ratios =
          table.serializeAndDeserialize(entrant, payload.id(), handWritten);
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
