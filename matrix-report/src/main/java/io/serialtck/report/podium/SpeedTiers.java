package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RacePayload;
import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Standing;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The race dimension of the podium: a full race's tiers ({@link RaceDocument#standings()}), not a
 * strict order. A configuration's rank is one more than the number of the podium's configurations
 * in faster tiers, so every configuration of a tier shares a rank; its figure is its tier and its
 * ratio to hand-written with the interval ({@code tier 2: 1.8× [1.7–1.9]}). A configuration the
 * race did not time places last. A race that cannot rank (a quick race, one before schema 3, a
 * failed A/A control) gives no dimension; {@link #whyNot} says why.
 */
final class SpeedTiers {

  private final List<String> payloads;
  private final Map<String, Standing> standings;
  private final Map<String, Place> places;
  private final int tiers;

  private SpeedTiers(
      List<String> payloads,
      Map<String, Standing> standings,
      Map<String, Place> places,
      int tiers) {
    this.payloads = payloads;
    this.standings = standings;
    this.places = places;
    this.tiers = tiers;
  }

  /** The race dimension; empty when the race cannot rank, or ranks none of the configurations. */
  static Optional<SpeedTiers> of(RaceDocument race, List<Configuration> configurations) {
    if (!race.ranksSpeed()) {
      return Optional.empty();
    }
    Map<String, Standing> own = new LinkedHashMap<>();
    for (Configuration configuration : configurations) {
      standingOf(race, configuration).ifPresent(s -> own.put(configuration.id(), s));
    }
    if (own.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Place> places = new LinkedHashMap<>();
    for (Configuration configuration : configurations) {
      Standing standing = own.get(configuration.id());
      if (standing == null) {
        places.put(configuration.id(), new Place(own.size() + 1, false, "not timed"));
        continue;
      }
      int faster = (int) own.values().stream().filter(s -> s.tier() < standing.tier()).count();
      places.put(
          configuration.id(),
          new Place(faster + 1, true, "tier " + standing.tier() + ": " + ratio(standing.ratio())));
    }
    int tiers = race.standings().stream().mapToInt(Standing::tier).max().orElse(0);
    List<String> payloads = race.payloads().stream().map(RacePayload::id).toList();
    return Optional.of(new SpeedTiers(payloads, own, places, tiers));
  }

  /**
   * Why a race gives the podium no race dimension, as the podium's rules say it; empty when it
   * gives one.
   */
  static Optional<String> whyNot(RaceDocument race) {
    if (race.ranksSpeed()) {
      return Optional.empty();
    }
    if (race.rows().stream().noneMatch(RaceRow::timed)) {
      return Optional.of(
          "This folder holds no race, only the run's weighing (the sizes of its payload cells):"
              + " `./serialtck race --out` into it adds one.");
    }
    if (race.quick()) {
      return Optional.of(
          "The race here is a quick one, a smoke test that ranks nothing: `./serialtck race` runs"
              + " the full race (in rounds; it says how long they will take) whose tiers rank"
              + " speed.");
    }
    if (race.forks().isEmpty()) {
      return Optional.of(
          "The race here is of schema "
              + race.schema()
              + ", without intervals, so it ranks nothing: race again with `./serialtck race`.");
    }
    if (race.control() != null && !race.control().holds()) {
      return Optional.of(
          "The race's A/A control failed (the hand-written code against a copy of itself: "
              + ratio(race.control().ratio())
              + ", "
              + percent(race.control().missedBy())
              + " off 1): the machine was too noisy to rank speed; race again on a quieter"
              + " machine.");
    }
    return Optional.of("The race here has no tiers, so it ranks nothing.");
  }

  /** The payloads of the race. */
  List<String> payloads() {
    return payloads;
  }

  /** The configuration's standing in the race; empty when the race did not time it. */
  Optional<Standing> standing(String configuration) {
    return Optional.ofNullable(standings.get(configuration));
  }

  /** How many tiers the race has. */
  int tiers() {
    return tiers;
  }

  Place place(String configuration) {
    return places.get(configuration);
  }

  /**
   * The verdict's speed phrase: {@code race tier 2 of 5 (1.8× [1.7–1.9] the hand-written time)}, or
   * {@code not timed in the race}.
   */
  String phrase(String configuration) {
    Standing standing = standings.get(configuration);
    if (standing == null) {
      return "not timed in the race";
    }
    return "race tier "
        + standing.tier()
        + " of "
        + tiers
        + " ("
        + ratio(standing.ratio())
        + " the hand-written time"
        + (standing.payloads() < payloads.size()
            ? ", on " + standing.payloads() + " of " + payloads.size() + " payloads"
            : "")
        + ")";
  }

  private static Optional<Standing> standingOf(RaceDocument race, Configuration configuration) {
    List<Standing> own = new ArrayList<>();
    for (Standing standing : race.standings()) {
      if (standing.configuration().equals(configuration.id())) {
        own.add(standing);
      }
    }
    return own.stream()
        .filter(s -> Objects.equals(s.version(), configuration.version()))
        .findFirst()
        .or(() -> own.stream().findFirst());
  }

  /** {@code 1.8× [1.7–1.9]}. */
  static String ratio(Interval interval) {
    String estimate = PodiumNumbers.significant(interval.estimate()) + "×";
    return interval.bounded()
        ? estimate
            + " ["
            + PodiumNumbers.significant(interval.low())
            + "–"
            + PodiumNumbers.significant(interval.high())
            + "]"
        : estimate;
  }

  private static String percent(double fraction) {
    return PodiumNumbers.significant(fraction * 100) + "%";
  }
}
