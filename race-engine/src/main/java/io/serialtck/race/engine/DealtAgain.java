package io.serialtck.race.engine;

import io.serialtck.race.engine.RaceAgreement.EntrantAgreement;
import io.serialtck.race.engine.stats.Bootstrap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

/**
 * What the method's tiers and intervals keep when races differ by nothing but the noise of their
 * rounds: the rounds of the races compared, pooled and dealt at random into as many races of the
 * same sizes, {@value #DEALS} times (seeded), each dealt race recomputed as a race is ({@link
 * RaceStandings}). A round keeps all its forks, so every entrant stays paired with hand-written
 * within it. If nothing but noise differed between the races as run, they are one deal among these;
 * where they keep fewer entrants in their tier than nearly every deal, something changed between
 * them.
 *
 * @param deals how many deals
 * @param rounds how many rounds were pooled
 * @param entrants the most entrants a deal's races all ranked
 * @param keptMean entrants in the same tier in every race of a deal, on average over the deals
 * @param keptFewest the fewest a deal kept
 * @param keptMost the most a deal kept
 * @param dealsKeepingNoMore deals that kept no more entrants in their tier than the races as run
 * @param insideMean the share of estimates inside another race's interval, on average over the
 *     deals
 * @param insideLowest the lowest share of a deal
 * @param insideHighest the highest share of a deal
 */
public record DealtAgain(
    int deals,
    int rounds,
    int entrants,
    double keptMean,
    int keptFewest,
    int keptMost,
    int dealsKeepingNoMore,
    double insideMean,
    double insideLowest,
    double insideHighest) {

  /** How many times the rounds are dealt. */
  public static final int DEALS = 200;

  /**
   * The races' rounds dealt again.
   *
   * @param races the races as run, full races with their forks
   * @param seed the seed of the deals and of the dealt races' intervals
   * @param keptAsRun how many entrants the races as run kept in their tier
   */
  static DealtAgain of(List<RaceDocument> races, long seed, long keptAsRun) {
    Deck deck = new Deck(races, seed);
    Random random = new Random(Bootstrap.seedOf(seed, "rounds dealt again"));
    int fewest = Integer.MAX_VALUE;
    int most = 0;
    int entrants = 0;
    int noMore = 0;
    double keptSum = 0;
    double insideSum = 0;
    double insideLowest = 1;
    double insideHighest = 0;
    for (int deal = 0; deal < DEALS; deal++) {
      List<EntrantAgreement> dealt = RaceAgreement.entrants(deck.deal(random));
      int kept = (int) dealt.stream().filter(EntrantAgreement::tierKept).count();
      int inside = dealt.stream().mapToInt(EntrantAgreement::othersInside).sum();
      int checked = dealt.stream().mapToInt(EntrantAgreement::othersChecked).sum();
      double share = checked == 0 ? 0 : (double) inside / checked;
      keptSum += kept;
      fewest = Math.min(fewest, kept);
      most = Math.max(most, kept);
      noMore += kept <= keptAsRun ? 1 : 0;
      entrants =
          Math.max(entrants, (int) dealt.stream().filter(EntrantAgreement::inEveryRace).count());
      insideSum += share;
      insideLowest = Math.min(insideLowest, share);
      insideHighest = Math.max(insideHighest, share);
    }
    return new DealtAgain(
        DEALS,
        deck.size(),
        entrants,
        keptSum / DEALS,
        fewest,
        most,
        noMore,
        insideSum / DEALS,
        insideLowest,
        insideHighest);
  }

  private record RoundOf(int race, int round) {}

  /** The pooled rounds, and the standings of each dealt race, computed once per set of rounds. */
  private static final class Deck {
    private static final Comparator<RoundOf> ORDER =
        Comparator.comparingInt(RoundOf::race).thenComparingInt(RoundOf::round);

    private final Map<RoundOf, List<ForkSample>> forks = new LinkedHashMap<>();
    private final List<Integer> sizes = new ArrayList<>();
    private final List<String> payloadIds;
    private final long seed;
    private final Map<TreeSet<RoundOf>, List<Standing>> standings = new HashMap<>();

    Deck(List<RaceDocument> races, long seed) {
      this.seed = seed;
      this.payloadIds = OverallSeries.payloadsOf(races.get(0));
      for (int race = 0; race < races.size(); race++) {
        TreeSet<Integer> rounds = new TreeSet<>();
        for (ForkSample fork : races.get(race).forks()) {
          rounds.add(fork.round());
          forks.computeIfAbsent(new RoundOf(race, fork.round()), k -> new ArrayList<>()).add(fork);
        }
        sizes.add(rounds.size());
      }
    }

    int size() {
      return forks.size();
    }

    /** The standings of as many races as were run, each of as many rounds, dealt at random. */
    List<List<Standing>> deal(Random random) {
      List<RoundOf> shuffled = new ArrayList<>(forks.keySet());
      Collections.shuffle(shuffled, random);
      List<List<Standing>> dealt = new ArrayList<>();
      int from = 0;
      for (int size : sizes) {
        TreeSet<RoundOf> hand = new TreeSet<>(ORDER);
        hand.addAll(shuffled.subList(from, from + size));
        from += size;
        dealt.add(standings.computeIfAbsent(hand, this::standingsOf));
      }
      return dealt;
    }

    /** A race of these rounds, renumbered from 1, recomputed as a race is. */
    private List<Standing> standingsOf(TreeSet<RoundOf> hand) {
      List<ForkSample> race = new ArrayList<>();
      int round = 0;
      for (RoundOf source : hand) {
        round++;
        for (ForkSample fork : forks.get(source)) {
          race.add(fork.inRound(round));
        }
      }
      return RaceStandings.of(
              OverallSeries.of(OverallSeries.entrantsOf(race), payloadIds, race), seed)
          .standings();
    }
  }
}
