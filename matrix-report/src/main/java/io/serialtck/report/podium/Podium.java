package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.Weighing;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The podium of a run: every configuration's rank in the race, the weighing, flexibility and
 * evolution, a combined rank, and a verdict line, all computed from the numbers of {@code
 * results.json} and {@code race.json}; nothing is entered per library. The rules are in {@code
 * docs/podium.md}: the combined rank orders the configurations by the mean of their ranks over the
 * dimensions the run has, ties broken by the evolution rank, then flexibility, race and weighing.
 *
 * @param dimensions the dimensions the run has, in {@link Dimension} order: no race means no race
 *     dimension, no payload sizes no weighing
 * @param racePayloads the payloads the race rank is computed over (those the hand-written baseline
 *     was timed on); empty without a race
 * @param weighingPayloads the payloads the weighing rank is computed over; empty without sizes
 * @param entries one per configuration with cells, best combined rank first
 * @param speedNote why a race in the folder gives no race dimension (a quick race, a race without
 *     intervals, a failed A/A control); empty when it gives one, or when there is no race
 */
public record Podium(
    List<Dimension> dimensions,
    List<String> racePayloads,
    List<String> weighingPayloads,
    List<PodiumEntry> entries,
    String speedNote) {

  public Podium {
    dimensions = List.copyOf(dimensions);
    racePayloads = List.copyOf(racePayloads);
    weighingPayloads = List.copyOf(weighingPayloads);
    entries = List.copyOf(entries);
  }

  /**
   * The podium of a run and, when there is one, its race. The weighing is the run's own (its
   * payload cells' sizes), else the race's sizes.
   */
  public static Podium of(ResultsDocument results, Optional<RaceDocument> race) {
    RunCells run = RunCells.of(results);
    Map<String, List<CellResult>> cells = run.byConfiguration();
    List<Configuration> configurations = run.configurations();
    Optional<SpeedTiers> speed = race.flatMap(r -> SpeedTiers.of(r, configurations));
    Optional<PayloadRanking> size =
        Weighing.of(results)
            .flatMap(w -> RaceRanking.size(w, configurations))
            .or(() -> race.flatMap(r -> RaceRanking.size(r, configurations)));
    Map<Dimension, Map<String, Place>> places = new EnumMap<>(Dimension.class);
    speed.ifPresent(ranking -> places.put(Dimension.RACE, placesOf(ranking::place, cells)));
    size.ifPresent(ranking -> places.put(Dimension.WEIGHING, placesOf(ranking::place, cells)));
    Map<String, Place> flexibility = CellRanking.flexibility(cells);
    if (flexibility.values().stream().anyMatch(Place::ranked)) {
      places.put(Dimension.FLEXIBILITY, flexibility);
    }
    Map<String, Place> evolution = CellRanking.evolution(cells);
    if (evolution.values().stream().anyMatch(Place::ranked)) {
      places.put(Dimension.EVOLUTION, evolution);
    }
    List<PodiumEntry> entries = entries(cells, places, speed, size);
    return new Podium(
        List.copyOf(places.keySet()),
        speed.map(SpeedTiers::payloads).orElse(List.of()),
        size.map(PayloadRanking::payloads).orElse(List.of()),
        entries,
        race.flatMap(SpeedTiers::whyNot).orElse(""));
  }

  /**
   * The podium of a race without a matrix run (a folder holding {@code race.json} alone): the race
   * and the weighing of its payloads only, since flexibility and evolution need the matrix's cells;
   * each configuration at the first version the race timed.
   */
  public static Podium ofRace(RaceDocument race) {
    Map<String, List<CellResult>> cells = new LinkedHashMap<>();
    List<Configuration> configurations = new ArrayList<>();
    race.rows().stream()
        .filter(row -> !row.configuration().equals(RaceDocument.HAND_WRITTEN))
        .filter(row -> !row.configuration().equals(RaceDocument.HAND_WRITTEN_COPY))
        .filter(row -> !row.configuration().equals(RaceDocument.ARRAYCOPY_BOUND))
        .filter(row -> !cells.containsKey(row.configuration()))
        .forEach(
            row -> {
              cells.put(row.configuration(), List.of());
              configurations.add(
                  new Configuration(
                      row.configuration(), row.library(), row.version(), "", List.of()));
            });
    Optional<SpeedTiers> speed = SpeedTiers.of(race, configurations);
    Optional<PayloadRanking> size = RaceRanking.size(race, configurations);
    Map<Dimension, Map<String, Place>> places = new EnumMap<>(Dimension.class);
    speed.ifPresent(ranking -> places.put(Dimension.RACE, placesOf(ranking::place, cells)));
    size.ifPresent(ranking -> places.put(Dimension.WEIGHING, placesOf(ranking::place, cells)));
    return new Podium(
        List.copyOf(places.keySet()),
        speed.map(SpeedTiers::payloads).orElse(List.of()),
        size.map(PayloadRanking::payloads).orElse(List.of()),
        entries(cells, places, speed, size),
        SpeedTiers.whyNot(race).orElse(""));
  }

  /** Whether there is anything to rank. */
  public boolean isEmpty() {
    return entries.isEmpty() || dimensions.isEmpty();
  }

  private static Map<String, Place> placesOf(
      Function<String, Place> place, Map<String, List<CellResult>> cells) {
    Map<String, Place> places = new LinkedHashMap<>();
    cells.keySet().forEach(id -> places.put(id, place.apply(id)));
    return places;
  }

  private static List<PodiumEntry> entries(
      Map<String, List<CellResult>> cells,
      Map<Dimension, Map<String, Place>> places,
      Optional<SpeedTiers> speed,
      Optional<PayloadRanking> size) {
    Map<String, Map<Dimension, Place>> byConfiguration = new LinkedHashMap<>();
    Map<String, Double> means = new LinkedHashMap<>();
    for (String id : cells.keySet()) {
      Map<Dimension, Place> own = new EnumMap<>(Dimension.class);
      places.forEach((dimension, placed) -> own.put(dimension, placed.get(id)));
      byConfiguration.put(id, own);
      means.put(id, own.values().stream().mapToInt(Place::rank).average().orElse(0));
    }
    Comparator<String> order = Comparator.comparingDouble(means::get);
    for (Dimension dimension : TIE_BREAKS) {
      order = order.thenComparingInt(id -> rank(byConfiguration.get(id), dimension));
    }
    List<String> ids = new ArrayList<>(cells.keySet());
    Map<String, Integer> ranks = Ranks.competition(ids, order);
    ids.sort(order);
    List<PodiumEntry> entries = new ArrayList<>();
    for (String id : ids) {
      entries.add(
          new PodiumEntry(
              id,
              ranks.get(id),
              means.get(id),
              byConfiguration.get(id),
              VerdictLine.of(id, cells.get(id), speed, size)));
    }
    return entries;
  }

  /** The order of the dimensions that break a tie of mean ranks. */
  private static final List<Dimension> TIE_BREAKS =
      List.of(Dimension.EVOLUTION, Dimension.FLEXIBILITY, Dimension.RACE, Dimension.WEIGHING);

  private static int rank(Map<Dimension, Place> places, Dimension dimension) {
    Place place = places.get(dimension);
    return place == null ? 0 : place.rank();
  }
}
