package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.Standing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tiers over all payloads of a full race, as a table: each entrant's serialize plus deserialize
 * time over the hand-written time (the geometric mean over its payloads, paired by round) with its
 * 95% interval, and its tier; by tier, alphabetical within a tier.
 */
final class Standings {

  private Standings() {}

  /** The table; empty for a race without tiers (a quick race, a race before schema 3). */
  static Optional<RaceTableData> table(RaceRows rows) {
    RaceDocument document = rows.document();
    if (document.standings().isEmpty()) {
      return Optional.empty();
    }
    int most = document.standings().stream().mapToInt(Standing::payloads).max().orElse(0);
    List<List<String>> cells = new ArrayList<>();
    List<Boolean> handWritten = new ArrayList<>();
    for (Standing standing : document.standings()) {
      cells.add(
          List.of(
              rows.label(standing.configuration(), standing.version()),
              Integer.toString(standing.tier()),
              RaceNumbers.ratio(standing.ratio()),
              standing.payloads() + " of " + most));
      handWritten.add(RaceDocument.HAND_WRITTEN.equals(standing.configuration()));
    }
    String intro =
        "Serialize plus deserialize time over the hand-written time of the same payload and"
            + " round, the geometric mean over the payloads each was timed on, with its 95%"
            + " interval; an entrant timed on fewer payloads ranks after those timed on more."
            + (document.ranksSpeed()
                ? " The podium's race dimension is these tiers."
                : " The A/A control failed, so the podium does not rank on these tiers.");
    return Optional.of(
        new RaceTableData(
            "tiers",
            "Tiers over all payloads",
            intro,
            List.of("configuration", "tier", "ser + deser × hand-written", "payloads"),
            cells,
            handWritten));
  }
}
