package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.Standing;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * "Speed first": a full race's tiers, each configuration's serialize plus deserialize time over the
 * hand-written code's in the same rounds, with its 95% interval. Configurations of one tier cannot
 * be told apart. Without a race that ranks (none, a quick one, a failed A/A control) the view has
 * no rows and says how to get them: it never orders by a figure without an interval.
 */
final class SpeedFirstView {

  private static final String ID = "need-speed-first";
  private static final String TITLE = "Speed first";
  private static final List<String> COLUMNS =
      List.of("payloads timed", "tier", "× hand-written [95%]");

  private SpeedFirstView() {}

  static NeedView of(List<Configuration> configurations, Optional<RaceDocument> race) {
    Optional<SpeedTiers> tiers = race.flatMap(r -> SpeedTiers.of(r, configurations));
    String rule =
        "The full race's tiers: serialize plus deserialize time over the hand-written code's, on"
            + " the same payload in the same round, the geometric mean over the payloads with its"
            + " 95% interval. Configurations of one tier cannot be told apart: read them as a tie."
            + " Times are this machine's, at the library versions of this run.";
    if (tiers.isEmpty()) {
      String why =
          race.isEmpty()
              ? "This folder holds no race: `./serialtck race --out` into it adds one."
              : race.flatMap(SpeedTiers::whyNot)
                  .orElse("The race here timed none of this run's configurations.");
      return new NeedView(
          ID,
          TITLE,
          rule,
          COLUMNS,
          List.of(),
          why
              + " Race the configurations you are choosing between:"
              + " `./serialtck race --configurations a,b,c`, which says how long it will take"
              + " before it starts.");
    }
    SpeedTiers ranked = tiers.get();
    List<Standing> standings = new ArrayList<>();
    List<String> untimed = new ArrayList<>();
    for (Configuration configuration : configurations) {
      ranked
          .standing(configuration.id())
          .ifPresentOrElse(standings::add, () -> untimed.add(configuration.id()));
    }
    standings.sort(
        Comparator.comparingInt(Standing::tier)
            .thenComparingDouble(s -> s.ratio().estimate())
            .thenComparing(Standing::configuration));
    int payloads = ranked.payloads().size();
    List<NeedView.Row> rows = new ArrayList<>();
    for (Standing standing : standings) {
      rows.add(
          new NeedView.Row(
              standing.configuration(),
              List.of(
                  standing.payloads() + " of " + payloads,
                  String.valueOf(standing.tier()),
                  SpeedTiers.ratio(standing.ratio())),
              "tier "
                  + standing.tier()
                  + " of "
                  + ranked.tiers()
                  + (standing.payloads() < payloads
                      ? "; not timed on every payload (one it cannot read back intact is not"
                          + " timed), so it ranks after those that were"
                      : "")));
    }
    for (String id : untimed) {
      rows.add(new NeedView.Row(id, List.of("0 of " + payloads, "", ""), "not timed"));
    }
    return new NeedView(ID, TITLE, rule, COLUMNS, rows, "");
  }
}
