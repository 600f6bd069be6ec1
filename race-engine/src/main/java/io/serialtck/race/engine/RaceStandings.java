package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.engine.stats.RoundSeries;
import io.serialtck.race.engine.stats.TierRule;
import io.serialtck.race.engine.stats.Tiers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A full race's headline figures: each entrant's serialize plus deserialize time over the
 * hand-written time, as the geometric mean over the payloads it was timed on, round by round, with
 * its interval ({@link OverallSeries}); the A/A control from the hand-written copy's; and the
 * tiers, whose noise band is the control's ({@link TierRule#delta}).
 *
 * @param standings the ranked entrants (hand-written among them), by tier, then by name
 * @param control the A/A control; null when the race had no copy
 */
record RaceStandings(List<Standing> standings, AaControl control) {

  /** The standings and control of a race's forks. */
  static RaceStandings of(
      List<Entrant> entrants, List<Payload> payloads, List<ForkSample> forks, long seed) {
    List<String> payloadIds =
        payloads.stream().filter(payload -> !payload.lambda()).map(Payload::id).toList();
    return of(OverallSeries.of(entrants, payloadIds, forks), seed);
  }

  /**
   * The standings and control recomputed from a race document's forks and seed alone: for a full
   * race, the document's own (docs/speed.md).
   */
  static RaceStandings of(RaceDocument race) {
    return of(OverallSeries.of(race), race.seed() == null ? 0 : race.seed());
  }

  /** The standings and control of each entrant's headline series ({@link OverallSeries}). */
  static RaceStandings of(Map<Entrant, RoundSeries> overall, long seed) {
    AaControl control = null;
    List<RoundSeries> series = new ArrayList<>();
    Map<String, Entrant> byKey = new HashMap<>();
    for (Map.Entry<Entrant, RoundSeries> entry : overall.entrySet()) {
      Entrant entrant = entry.getKey();
      if (entrant.configuration().equals(RaceDocument.HAND_WRITTEN_COPY)) {
        control = AaControl.of(entry.getValue().interval(seed));
      } else if (MeasuredRows.ranked(entrant)) {
        series.add(entry.getValue());
        byKey.put(entry.getValue().key(), entrant);
      }
    }
    Map<String, Integer> tiers = Tiers.of(series, delta(control), seed);
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

  /** The noise band of a race with this control ({@link TierRule#delta}). */
  static double delta(AaControl control) {
    return TierRule.delta(control == null ? null : control.ratio());
  }
}
