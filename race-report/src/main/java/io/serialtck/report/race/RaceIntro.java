package io.serialtck.report.race;

import io.serialtck.race.engine.AaControl;
import io.serialtck.race.engine.OffPlateau;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Sizing;
import io.serialtck.race.engine.StolenTime;
import io.serialtck.race.engine.stats.TierRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The paragraphs that open the speed and size section: how it was measured, how far it can be
 * trusted, and what the columns show. The same sentences close the console's output of a race.
 */
public final class RaceIntro {

  private RaceIntro() {}

  /** Where, when and with which JMH settings; plain text. */
  static String settings(RaceRows rows) {
    RaceDocument document = rows.document();
    StringBuilder text = new StringBuilder();
    RaceSettings settings = document.settings();
    if (rows.raced() && settings != null) {
      text.append("Timed with JMH, mode ").append(settings.mode()).append(": ");
      if (document.quick()) {
        text.append(
            "a smoke test: each configuration's benchmarks ran one after the other in one race"
                + " JVM started with its flags, once, so a benchmark runs in a JVM its"
                + " predecessors warmed and profiled; it checks that every entrant runs and"
                + " weighs, and ranks nothing");
      } else if (document.sizing() != null || !document.forks().isEmpty()) {
        text.append(
            "in rounds; each round ran one fork of every point (configuration, payload), a JVM"
                + " of its own with the configuration's flags running the point's benchmarks, in"
                + " an order shuffled by the race's seed");
      } else if (settings.forks() > 0) {
        text.append(settings.forks())
            .append(settings.forks() == 1 ? " fork" : " forks")
            .append(" per point (configuration, payload, operation)");
      }
      text.append("; every race JVM ran ").append(settings.describeHeap());
      if (settings.primeMillis() > 0) {
        text.append("; each race JVM first ran every serialize and deserialize of its points for ")
            .append(RaceNumbers.exact(settings.primeMillis()))
            .append(" ms, unmeasured, so that the library is compiled for all its payloads before")
            .append(" any is measured");
      }
      if (settings.untilSteady()) {
        text.append(", each benchmark warmed in iterations of ")
            .append(RaceNumbers.exact(settings.warmupMillis()))
            .append(" ms until its time was steady within ")
            .append(settings.steadyWithinPercent())
            .append("% (at most ")
            .append(settings.warmupIterations())
            .append(" iterations), measurement ");
      } else {
        text.append(", warm-up ")
            .append(settings.warmupIterations())
            .append(" × ")
            .append(RaceNumbers.exact(settings.warmupMillis()))
            .append(" ms, measurement ");
      }
      text.append(settings.measurementIterations())
          .append(" × ")
          .append(RaceNumbers.exact(settings.measurementMillis()))
          .append(" ms");
      if (document.sizing() != null) {
        text.append(" in the pilot rounds, then ")
            .append(document.sizing().iterationsPerFork())
            .append(" × ")
            .append(RaceNumbers.exact(settings.measurementMillis()))
            .append(" ms");
      }
      if (settings.measuresAgainOffPlateau()) {
        text.append("; a measurement that ended more than ")
            .append(settings.offPlateauFactor())
            .append("× off the plateau its warm-up reached was set aside, and the benchmark warmed")
            .append(" on and was measured again (at most ")
            .append(RaceSettings.measuredAgainAtMost())
            .append(" times; the last measurement stands)");
      }
      text.append(". ");
    } else {
      text.append("Weighed, not timed (this run did not race). ");
    }
    text.append("JDK ").append(document.jdk());
    if (document.machine() != null && !document.machine().isEmpty()) {
      text.append(", ").append(document.machine());
    }
    text.append("; started ")
        .append(document.startedAt())
        .append(", took ")
        .append(RaceNumbers.significant(document.minutes()))
        .append(document.minutes() == 1 ? " minute." : " minutes.");
    return text.toString();
  }

  /**
   * How far the race can be trusted, sentence by sentence: its rounds and seed, how they were sized
   * from the variance, the A/A control and the noise band; or that a quick race, or a race of an
   * older kit, ranks nothing. Plain text.
   */
  public static List<String> method(RaceDocument document) {
    List<String> sentences = new ArrayList<>();
    if (document.quick()) {
      sentences.add(
          "A quick race is a smoke test: every entrant was timed and weighed once, and nothing is"
              + " ranked. With one round a ratio has no interval, so the tables print "
              + RaceCells.NO_INTERVAL
              + " where a full race prints one. A run's report shows, in its view \"Speed"
              + " first\", the reference race, a full race kept in docs/races, with intervals;"
              + " `./serialtck race` runs one here.");
      return sentences;
    }
    if (document.forks().isEmpty()) {
      if (document.rows().stream().anyMatch(row -> row.timed())) {
        sentences.add(
            "This race.json is of schema "
                + document.schema()
                + ": one fork per benchmark and no intervals, so nothing is ranked; race again"
                + " with this kit for rounds, intervals and tiers.");
      }
      return sentences;
    }
    int rounds =
        document.sizing() != null
            ? document.sizing().rounds()
            : document.forks().stream().mapToInt(f -> f.round()).max().orElse(0);
    StringBuilder text =
        new StringBuilder()
            .append(rounds)
            .append(rounds == 1 ? " round" : " rounds")
            .append(", seed ")
            .append(document.seed())
            .append(
                " (it orders the rounds and seeds every bootstrap; race.json keeps every fork).");
    Sizing sizing = document.sizing();
    if (sizing != null) {
      text.append(" Sized from the first ")
          .append(sizing.pilotRounds())
          .append(" rounds (")
          .append(sizing.series())
          .append(" series): a fork's mean varies by ")
          .append(RaceNumbers.percent(sizing.betweenForks()))
          .append(" between forks and one iteration by ")
          .append(RaceNumbers.percent(sizing.withinFork()))
          .append(" within a fork, so ")
          .append(sizing.iterationsPerFork())
          .append(sizing.iterationsPerFork() == 1 ? " measured iteration" : " measured iterations")
          .append(" per fork (Kalibera and Jones); ±3% intervals need about ")
          .append(sizing.roundsForTarget())
          .append(" rounds; ")
          .append(sizing.rounds())
          .append(" ran (")
          .append(sizing.stopped())
          .append(")")
          .append(sizing.rounds() >= sizing.roundsForTarget() ? "" : ", so the intervals are wider")
          .append('.');
    }
    StolenTime.of(document.forks())
        .ifPresent(
            stolen ->
                text.append(" The machine's host took ")
                    .append(RaceNumbers.percent(stolen.median()))
                    .append(" of its CPU time while the median fork ran, and ")
                    .append(RaceNumbers.percent(stolen.highest()))
                    .append(" in the worst of ")
                    .append(stolen.forks())
                    .append(
                        " (steal, from /proc/stat: an iteration the host interrupts is slower,"
                            + " and no benchmark can see it)."));
    OffPlateau.of(document).ifPresent(warm -> text.append(' ').append(warmUps(warm)));
    sentences.add(text.toString());
    sentences.add(
        "Every time and ratio carries its 95% interval over the rounds (a bootstrap, never"
            + " narrower than Student's t, which with few rounds reaches beyond the values); a"
            + " ratio divides"
            + " by the hand-written time of the same round, so what a round's machine state does"
            + " to both cancels.");
    AaControl control = document.control();
    if (control != null) {
      String ratio = RaceNumbers.ratio(control.ratio());
      sentences.add(
          control.holds()
              ? "The A/A control holds: the hand-written code raced against a copy of itself came"
                  + " out at "
                  + ratio
                  + ", so the noise band is ±"
                  + RaceNumbers.percent(control.delta())
                  + "."
              : "The A/A control FAILED: the hand-written code raced against a copy of itself came"
                  + " out at "
                  + ratio
                  + ", which misses 1 by "
                  + RaceNumbers.percent(control.missedBy())
                  + ": the machine was too noisy to rank; the podium leaves speed out. Race again"
                  + " on a quieter machine, or with a larger --budget.");
    }
    if (!document.standings().isEmpty()) {
      sentences.add(
          "Two entrants differ only when the interval of the ratio of their times lies outside ±"
              + RaceNumbers.percent(TierRule.delta(control == null ? null : control.ratio()))
              + " (the larger of "
              + TierRule.FLOOR_PERCENT
              + "% and the A/A interval's reach); inside it they are a tie, across its edge the"
              + " race cannot tell. A tier is its leader and every entrant not told slower than"
              + " it; within a tier the order is alphabetical. A tier is a summary: entrants"
              + " whose ratios lie close together cross its border from race to race, and one"
              + " border more renumbers the tiers below it, while what a race tells of a pair"
              + " of entrants repeats (`./serialtck agreement` compares races; the kit's"
              + " docs/speed.md, \"Do races agree?\").");
    }
    return sentences;
  }

  /** How the warm-ups until steady held while the forks were measured; one or two sentences. */
  static String warmUps(OffPlateau warm) {
    StringBuilder text =
        new StringBuilder()
            .append(RaceNumbers.exact(warm.steady()))
            .append(" of ")
            .append(RaceNumbers.exact(warm.warmed()))
            .append(" forks ended their warm-up steady, the median after ")
            .append(RaceNumbers.significant(warm.medianWarmupMillis() / 1000.0))
            .append(" s.");
    String factor = RaceNumbers.significant(warm.factor()) + "×";
    if (warm.measuredAgain() > 0) {
      text.append(' ')
          .append(RaceNumbers.exact(warm.measuredAgain()))
          .append(warm.measuredAgain() == 1 ? " fork was" : " forks were")
          .append(" measured again after warming on, a measurement having ended more than ")
          .append(factor)
          .append(" off the plateau (race.json keeps the measurements set aside).");
    }
    if (warm.straying() == 0) {
      text.append(" No kept measurement ends more than ")
          .append(factor)
          .append(" off the plateau its warm-up ended on.");
    } else {
      text.append(' ')
          .append(RaceNumbers.exact(warm.straying()))
          .append(
              warm.straying() == 1
                  ? " kept measurement ends more than "
                  : " kept measurements end more than ")
          .append(factor)
          .append(" off the plateau its warm-up ended on: the mean of such a fork mixes two")
          .append(" states of its JVM, and the ratios of its round carry it.");
    }
    return text.toString();
  }

  /** What the columns mean; plain text. */
  static String reading(RaceRows rows) {
    StringBuilder text = new StringBuilder();
    RaceDocument document = rows.document();
    if (rows.raced()) {
      if (document.forks().isEmpty()) {
        text.append("Times are JMH's average per operation in ns ± its error (half the 99.9%")
            .append(" interval over one fork's iterations); ");
      } else {
        text.append("Times are ns per operation, the geometric mean of the forks, with the 95%")
            .append(" interval in brackets; ");
      }
      text.append("× hand-written divides a time by that of ")
          .append(RaceDocument.HAND_WRITTEN)
          .append(" for the same payload, a serializer written by hand for the race's classes:")
          .append(" the yardstick, not a limit, since it uses public JDK API only, where the")
          .append(" fastest libraries copy a String's internal bytes with Unsafe, so on")
          .append(" string-heavy payloads a library can match or beat it")
          .append(
              document.forks().isEmpty()
                  ? "; a ratio is printed only with its interval, which a race of one round has"
                      + " not, so here each stands as "
                      + RaceCells.NO_INTERVAL
                      + ". "
                  : ". ")
          .append(RaceDocument.ARRAYCOPY_BOUND)
          .append(" copies the session payloads' bytes with System.arraycopy, a lower bound;")
          .append(" ")
          .append(RaceDocument.HAND_WRITTEN_COPY)
          .append(" is the A/A control. B/op: bytes allocated per operation (JMH's GC profiler,")
          .append(" the median of the forks), exact enough to compare but a different quantity")
          .append(" from time. ");
      if (rows.tiered()) {
        text.append("Rows are in tiers by serialize plus deserialize ratio (tier 1 the fastest),")
            .append(" alphabetical within a tier; ");
      } else {
        text.append("Rows are in race order, not ranked; ");
      }
      text.append("a payload that does not round-trip intact is not timed, and its row gives the")
          .append(" outcome instead. ");
    } else {
      text.append("Rows are sorted by size; a payload that does not round-trip is not weighed,")
          .append(" and its row gives the outcome instead. ");
    }
    text.append("Sizes are exact: the bytes written, and their length after Deflate (")
        .append(document.deflate())
        .append(").");
    return text.toString();
  }
}
