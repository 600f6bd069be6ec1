package io.serialtck.race.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One full race from the rounds of several of the same kit, libraries, JDK and machine: a race of
 * every configuration under the warmed settings takes about an hour a round, so a reference race of
 * enough rounds can be run in parts, on different days. Each race's rounds follow the earlier
 * ones', renumbered, so that every entrant is still paired with hand-written within a round; the
 * bootstraps are seeded by the first race's seed. What each race measured is kept: the rows'
 * checks, sizes and reasons are the first race's, every time, ratio, interval, tier and the A/A
 * control are recomputed over all the rounds, and a function criterion's round trip is the median
 * of the races' ({@link LambdaRows#median}).
 */
public final class RacePool {

  /** How a pooled race's sizing says why it stopped: this, then the seeds of the races pooled. */
  public static final String POOLED_FROM = "pooled from the races of seeds ";

  private RacePool() {}

  /** Whether a race is one this class pooled from parts, as its sizing says. */
  public static boolean pooled(RaceDocument race) {
    return race.sizing() != null
        && race.sizing().stopped() != null
        && race.sizing().stopped().startsWith(POOLED_FROM);
  }

  /**
   * The pooled race.
   *
   * @param races two full races or more, the first one's rows and order kept
   * @throws IllegalArgumentException when fewer than two are given, or one twice, or one is not a
   *     full race, or they ran on different JDKs or machines, with different settings or payloads,
   *     or a configuration at different library versions, naming the difference
   */
  public static RaceDocument of(List<RaceDocument> races) {
    if (races.size() < 2) {
      throw new IllegalArgumentException("pooling needs two races or more");
    }
    RaceDocument first = races.get(0);
    List<Long> seeds = new ArrayList<>();
    double minutes = 0;
    Set<String> seen = new HashSet<>();
    for (RaceDocument race : races) {
      requireLike(first, race);
      if (!seen.add(race.startedAt() + " " + race.seed())) {
        throw new IllegalArgumentException(
            "the race of "
                + race.startedAt()
                + " (seed "
                + race.seed()
                + ") is given twice: its rounds would count twice; pool different races");
      }
      minutes += race.minutes();
      seeds.add(race.seed());
    }
    PooledRounds rounds =
        PooledRounds.of(races.stream().map(RaceDocument::forks).toList(), "races");
    List<ForkSample> forks = rounds.forks();
    long seed = first.seed();
    List<String> payloadIds = first.payloads().stream().map(RacePayload::id).toList();
    RaceDocument pooled =
        new RaceDocument(
            RaceDocument.SCHEMA,
            first.jdk(),
            first.machine(),
            first.startedAt(),
            Math.round(minutes * 100) / 100.0,
            first.settings(),
            first.deflate(),
            first.payloads(),
            MeasuredRows.retimed(first.rows(), payloadIds, forks, seed),
            lambdas(races),
            seed,
            first.sizing() == null
                ? null
                : first.sizing().withRounds(rounds.rounds(), POOLED_FROM + seeds),
            null,
            List.of(),
            forks);
    RaceStandings standings = RaceStandings.of(pooled);
    return new RaceDocument(
        pooled.schema(),
        pooled.jdk(),
        pooled.machine(),
        pooled.startedAt(),
        pooled.minutes(),
        pooled.settings(),
        pooled.deflate(),
        pooled.payloads(),
        pooled.rows(),
        pooled.lambdas(),
        pooled.seed(),
        pooled.sizing(),
        standings.control(),
        standings.standings(),
        pooled.forks());
  }

  private static void requireLike(RaceDocument first, RaceDocument race) {
    if (race.forks().isEmpty() || race.quick() || race.seed() == null) {
      throw new IllegalArgumentException(
          "a race of "
              + race.startedAt()
              + " is not a full race with its forks: pool full races (race without --quick)");
    }
    if (!race.jdk().equals(first.jdk())) {
      throw new IllegalArgumentException(
          "the races ran on different JDKs: " + first.jdk() + " and " + race.jdk());
    }
    if (!Objects.equals(race.machine(), first.machine())) {
      throw new IllegalArgumentException(
          "the races ran on different machines: " + first.machine() + " and " + race.machine());
    }
    if (!Objects.equals(race.settings(), first.settings())) {
      throw new IllegalArgumentException(
          "the races measured differently: "
              + describe(first.settings())
              + " and "
              + describe(race.settings())
              + ": pool races of the same settings");
    }
    List<String> payloads = race.payloads().stream().map(RacePayload::id).toList();
    List<String> firstPayloads = first.payloads().stream().map(RacePayload::id).toList();
    if (!payloads.equals(firstPayloads)) {
      throw new IllegalArgumentException(
          "the races timed different payloads: "
              + firstPayloads
              + " and "
              + payloads
              + ": pool races of the same payloads");
    }
  }

  /** The first race's function rows, each round trip the median of the races' that timed it. */
  private static List<LambdaRow> lambdas(List<RaceDocument> races) {
    Map<String, List<Latency>> byRow = new LinkedHashMap<>();
    for (RaceDocument race : races) {
      for (LambdaRow row : race.lambdas()) {
        List<Latency> latencies = byRow.computeIfAbsent(key(row), k -> new ArrayList<>());
        if (row.timed()) {
          latencies.add(row.roundTrip());
        }
      }
    }
    return races.get(0).lambdas().stream()
        .map(
            row ->
                new LambdaRow(
                    row.configuration(),
                    row.library(),
                    row.version(),
                    row.criterion(),
                    row.outcome(),
                    row.detail(),
                    row.weight(),
                    LambdaRows.median(byRow.get(key(row)))))
        .toList();
  }

  private static String key(LambdaRow row) {
    return String.join("\u0000", row.configuration(), row.version(), row.criterion());
  }

  private static String describe(RaceSettings settings) {
    return settings == null ? "settings not recorded" : settings.describe();
  }
}
