package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.Standing;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * "Speed first": a full race's tiers, each configuration's serialize plus deserialize time over the
 * hand-written code's in the same rounds, with its 95% interval. Configurations of one tier cannot
 * be told apart. Without a race in the folder that ranks (none, a quick one, a failed A/A control)
 * it shows the {@link ReferenceRace}, labelled as a stored measurement, each row saying whether it
 * timed this run's library version; without either it has no rows and says how to get them. It
 * never orders by a figure without an interval.
 */
final class SpeedFirstView {

  private static final String ID = "need-speed-first";
  private static final String TITLE = "Speed first";
  private static final List<String> COLUMNS =
      List.of("payloads timed", "tier", "× hand-written [95%]");

  private SpeedFirstView() {}

  static NeedView of(
      List<Configuration> configurations,
      Optional<RaceDocument> race,
      Optional<ReferenceRace> reference) {
    Optional<SpeedTiers> tiers = race.flatMap(r -> SpeedTiers.of(r, configurations));
    if (tiers.isPresent()) {
      String rule = RULE + " Times are this machine's, at the library versions of this run.";
      return new NeedView(ID, TITLE, rule, COLUMNS, rows(tiers.get(), configurations, false), "");
    }
    String why =
        race.isEmpty()
            ? "This folder holds no full race (`./serialtck race --out` into it adds one)."
            : race.flatMap(SpeedTiers::whyNot)
                .orElse("The race here timed none of this run's configurations.");
    String howTo =
        " Race the configurations you are choosing between on your machine:"
            + " `./serialtck race --configurations a,b,c`, which says how long it will take"
            + " before it starts.";
    Optional<SpeedTiers> referenceTiers =
        reference.flatMap(r -> SpeedTiers.of(r.race(), configurations));
    if (referenceTiers.isEmpty()) {
      return new NeedView(ID, TITLE, RULE, COLUMNS, List.of(), why + howTo);
    }
    ReferenceRace kept = reference.get();
    String rule =
        RULE
            + " "
            + why
            + " So the rows are the reference race's, a stored measurement, not this run's: "
            + kept.label()
            + "."
            + kept.caveat().map(c -> " " + c).orElse("")
            + " A row whose library version differs from this run's says the reference does not"
            + " apply to it.";
    return new NeedView(
        ID,
        TITLE,
        rule,
        COLUMNS,
        rows(referenceTiers.get(), configurations, true),
        "The reference is one race on one machine." + howTo);
  }

  private static final String RULE =
      "The full race's tiers: serialize plus deserialize time over the hand-written code's, on"
          + " the same payload in the same round, the geometric mean over the payloads with its"
          + " 95% interval. Configurations of one tier cannot be told apart: read them as a tie.";

  private static List<NeedView.Row> rows(
      SpeedTiers ranked, List<Configuration> configurations, boolean reference) {
    List<Standing> standings = new ArrayList<>();
    List<String> untimed = new ArrayList<>();
    Map<String, Configuration> byId = new LinkedHashMap<>();
    for (Configuration configuration : configurations) {
      byId.put(configuration.id(), configuration);
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
                  + (reference ? " in the reference" : "")
                  + (standing.payloads() < payloads
                      ? "; not timed on every payload (one it cannot read back intact is not"
                          + " timed), so it ranks after those that were"
                      : "")
                  + (reference ? versions(standing, byId.get(standing.configuration())) : "")));
    }
    for (String id : untimed) {
      rows.add(
          new NeedView.Row(
              id,
              List.of("0 of " + payloads, "", ""),
              reference ? "not in the reference race" : "not timed"));
    }
    return rows;
  }

  /** {@code ; timed at 2.22.4}, or that the reference does not apply to this run's version. */
  private static String versions(Standing standing, Configuration configuration) {
    if (Objects.equals(standing.version(), configuration.version())) {
      return "; timed at " + standing.version() + ", this run's version";
    }
    return "; the reference timed "
        + standing.version()
        + " and this run has "
        + configuration.version()
        + ": it does not apply";
  }
}
