package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Comparison;
import io.serialtck.race.engine.stats.Interval;
import io.serialtck.race.engine.stats.RoundSeries;
import io.serialtck.race.engine.stats.TierRule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Whether full races of the same entrants agree, each recomputed from its own forks and seed
 * ({@link RaceStandings#of(RaceDocument)}): each entrant's headline ratio against the other races'
 * intervals, its tier in each, and every pair of entrants the races compare (the ratio of their
 * headline series, paired by round, against each race's noise band, as the tiers compare them). Two
 * races contradict each other on a pair when one tells the first faster and the other tells it
 * slower.
 *
 * @param races the races, in the order given
 * @param entrants every entrant ranked in some race, in the first race's standings order, then the
 *     others'
 * @param pairs how the races' verdicts on pairs of entrants agree
 * @param contradictions every pair one race tells faster and another slower
 * @param dealtAgain what the same rounds keep when dealt into races again at random: the tiers and
 *     intervals of races that differ by nothing but noise
 */
public record RaceAgreement(
    List<RaceFigures> races,
    List<EntrantAgreement> entrants,
    PairTally pairs,
    List<Contradiction> contradictions,
    DealtAgain dealtAgain) {

  /**
   * One race as the agreement read it.
   *
   * @param label how the caller named it (its file)
   * @param seed its seed
   * @param rounds how many rounds it ran
   * @param control its A/A control
   * @param delta its noise band's half-width
   * @param tiers how many tiers it made
   */
  public record RaceFigures(
      String label, long seed, int rounds, AaControl control, double delta, int tiers) {}

  /**
   * One entrant across the races.
   *
   * @param configuration its configuration
   * @param version its library version
   * @param standings its standing in each race, by the races' order; null where it was not ranked
   * @param othersInside how often one race's interval held another race's estimate
   * @param othersChecked how often that was asked: once per ordered pair of races that both ranked
   *     it
   * @param tierKept whether every race ranked it, in the same tier
   */
  public record EntrantAgreement(
      String configuration,
      String version,
      List<Standing> standings,
      int othersInside,
      int othersChecked,
      boolean tierKept) {

    /** Whether every race ranked it. */
    public boolean inEveryRace() {
      return standings.stream().allMatch(Objects::nonNull);
    }
  }

  /**
   * Pairs of entrants two races both compared (once per pair of races), by what the two verdicts
   * were.
   *
   * @param toldAlike both told them apart, the same way round
   * @param toldAndTie one told them apart, the other called them a tie (within its own noise band)
   * @param toldAndUndecided one told them apart, the other could not tell
   * @param opposite one told the first faster, the other slower: a contradiction
   * @param neitherTold neither told them apart
   */
  public record PairTally(
      int toldAlike, int toldAndTie, int toldAndUndecided, int opposite, int neitherTold) {

    /** Pairs at least one of the two races told apart. */
    public int toldInOne() {
      return toldAlike + toldAndTie + toldAndUndecided + opposite;
    }
  }

  /**
   * A pair two races tell apart the opposite way round.
   *
   * @param faster the entrant {@code race} tells faster
   * @param slower the entrant {@code race} tells slower, and {@code otherRace} faster
   */
  public record Contradiction(String faster, String slower, String race, String otherRace) {}

  /**
   * The agreement of full races.
   *
   * @param labels how to name each race (its file)
   * @param races the races, at least two
   * @throws IllegalArgumentException when fewer than two are given, or one is not a full race with
   *     its forks, naming it
   */
  public static RaceAgreement of(List<String> labels, List<RaceDocument> races) {
    if (races.size() < 2 || labels.size() != races.size()) {
      throw new IllegalArgumentException("the agreement of races needs two races or more");
    }
    List<Recomputed> recomputed = new ArrayList<>();
    for (int i = 0; i < races.size(); i++) {
      recomputed.add(Recomputed.of(labels.get(i), races.get(i)));
    }
    PairCounter pairs = new PairCounter();
    for (int i = 0; i < recomputed.size(); i++) {
      for (int j = i + 1; j < recomputed.size(); j++) {
        pairs.compare(recomputed.get(i), recomputed.get(j));
      }
    }
    List<EntrantAgreement> entrants =
        entrants(recomputed.stream().map(race -> race.standings.standings()).toList());
    long kept = entrants.stream().filter(EntrantAgreement::tierKept).count();
    return new RaceAgreement(
        recomputed.stream().map(Recomputed::figures).toList(),
        entrants,
        pairs.tally(),
        pairs.contradictions,
        DealtAgain.of(races, recomputed.get(0).seed, kept));
  }

  /** Entrants every race ranked. */
  public long inEveryRace() {
    return entrants.stream().filter(EntrantAgreement::inEveryRace).count();
  }

  /** Entrants every race ranked in the same tier. */
  public long keepingTheirTier() {
    return entrants.stream().filter(EntrantAgreement::tierKept).count();
  }

  /** How often one race's interval held another race's estimate, over all entrants. */
  public int othersInside() {
    return entrants.stream().mapToInt(EntrantAgreement::othersInside).sum();
  }

  /** How often that was asked. */
  public int othersChecked() {
    return entrants.stream().mapToInt(EntrantAgreement::othersChecked).sum();
  }

  /**
   * Each entrant across races, given as their standings: its estimate against the others'
   * intervals, and whether its tier is the same in all.
   */
  static List<EntrantAgreement> entrants(List<List<Standing>> races) {
    Map<String, Standing[]> byEntrant = new LinkedHashMap<>();
    for (int i = 0; i < races.size(); i++) {
      for (Standing standing : races.get(i)) {
        byEntrant
                .computeIfAbsent(
                    key(standing.configuration(), standing.version()),
                    k -> new Standing[races.size()])[i] =
            standing;
      }
    }
    List<EntrantAgreement> entrants = new ArrayList<>();
    for (Standing[] perRace : byEntrant.values()) {
      int inside = 0;
      int checked = 0;
      for (Standing one : perRace) {
        for (Standing other : perRace) {
          if (one != null && other != null && one != other) {
            checked++;
            if (one.ratio().contains(other.ratio().estimate())) {
              inside++;
            }
          }
        }
      }
      Standing first = firstOf(perRace);
      boolean kept = true;
      for (Standing standing : perRace) {
        kept &= standing != null && standing.tier() == first.tier();
      }
      entrants.add(
          new EntrantAgreement(
              first.configuration(),
              first.version(),
              Arrays.asList(perRace.clone()),
              inside,
              checked,
              kept));
    }
    return entrants;
  }

  private static Standing firstOf(Standing[] perRace) {
    for (Standing standing : perRace) {
      if (standing != null) {
        return standing;
      }
    }
    throw new IllegalStateException("an entrant no race ranked");
  }

  private static String key(String configuration, String version) {
    return configuration + " " + version;
  }

  /** One race's standings and headline series, recomputed from its forks. */
  private record Recomputed(
      RaceFigures figures, RaceStandings standings, Map<String, RoundSeries> series, long seed) {

    static Recomputed of(String label, RaceDocument race) {
      if (race.forks().isEmpty() || race.seed() == null) {
        throw new IllegalArgumentException(
            label
                + " has no forks to compare: it is "
                + (race.quick() ? "a quick race" : "a race before schema 3 or a weighing")
                + "; run a full race (./serialtck race)");
      }
      Map<Entrant, RoundSeries> overall = OverallSeries.of(race);
      RaceStandings standings = RaceStandings.of(overall, race.seed());
      if (standings.standings().isEmpty()) {
        throw new IllegalArgumentException(
            label + " ranks no entrant: it has no hand-written forks to pair with");
      }
      List<ForkSample> forks = race.forks();
      Map<String, RoundSeries> series = new LinkedHashMap<>();
      overall.forEach(
          (entrant, headline) ->
              series.put(key(entrant.configuration(), entrant.version()), headline));
      int tiers = standings.standings().stream().mapToInt(Standing::tier).max().orElse(0);
      int rounds = (int) forks.stream().mapToInt(ForkSample::round).distinct().count();
      return new Recomputed(
          new RaceFigures(
              label,
              race.seed(),
              rounds,
              standings.control(),
              RaceStandings.delta(standings.control()),
              tiers),
          standings,
          series,
          race.seed());
    }

    /** What this race says of {@code a} against {@code b}; null when it does not compare them. */
    Comparison compare(Standing a, Standing b) {
      RoundSeries first = series.get(key(a.configuration(), a.version()));
      RoundSeries second = series.get(key(b.configuration(), b.version()));
      if (first == null
          || second == null
          || first.covered() != second.covered()
          || !first.sharesRoundWith(second)) {
        return null;
      }
      Interval ratio = first.over(second, seed);
      return TierRule.compare(ratio, figures.delta());
    }
  }

  /** Counts the verdicts of two races on every pair of entrants both rank. */
  private static final class PairCounter {
    private int toldAlike;
    private int toldAndTie;
    private int toldAndUndecided;
    private int opposite;
    private int neitherTold;
    private final List<Contradiction> contradictions = new ArrayList<>();

    void compare(Recomputed one, Recomputed other) {
      List<Standing> ranked = one.standings.standings();
      for (int a = 0; a < ranked.size(); a++) {
        for (int b = a + 1; b < ranked.size(); b++) {
          Comparison here = one.compare(ranked.get(a), ranked.get(b));
          Comparison there = other.compare(ranked.get(a), ranked.get(b));
          if (here != null && there != null) {
            count(here, there, ranked.get(a), ranked.get(b), one, other);
          }
        }
      }
    }

    private void count(
        Comparison here,
        Comparison there,
        Standing a,
        Standing b,
        Recomputed one,
        Recomputed other) {
      if (here.different() && there.different()) {
        if (here == there) {
          toldAlike++;
        } else {
          opposite++;
          Standing faster = here == Comparison.FASTER ? a : b;
          Standing slower = faster == a ? b : a;
          contradictions.add(
              new Contradiction(
                  key(faster.configuration(), faster.version()),
                  key(slower.configuration(), slower.version()),
                  one.figures.label(),
                  other.figures.label()));
        }
      } else if (here.different() || there.different()) {
        Comparison undecided = here.different() ? there : here;
        if (undecided == Comparison.TIE) {
          toldAndTie++;
        } else {
          toldAndUndecided++;
        }
      } else {
        neitherTold++;
      }
    }

    PairTally tally() {
      return new PairTally(toldAlike, toldAndTie, toldAndUndecided, opposite, neitherTold);
    }
  }
}
