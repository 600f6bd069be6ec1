package io.serialtck.report.race;

import io.serialtck.race.engine.DealtAgain;
import io.serialtck.race.engine.RaceAgreement;
import io.serialtck.race.engine.RaceAgreement.Contradiction;
import io.serialtck.race.engine.RaceAgreement.EntrantAgreement;
import io.serialtck.race.engine.RaceAgreement.PairTally;
import io.serialtck.race.engine.RaceAgreement.RaceFigures;
import io.serialtck.race.engine.Standing;
import java.util.Locale;

/**
 * {@code agreement.md}: whether full races agree ({@link RaceAgreement}), as {@code serialtck
 * agreement} prints it.
 */
public final class AgreementMarkdown {

  private AgreementMarkdown() {}

  /** The agreement as Markdown. */
  public static String render(RaceAgreement agreement) {
    StringBuilder md = new StringBuilder("# Do these races agree?\n\n");
    md.append("Each race recomputed from its own forks and seed. ")
        .append("A race's interval of a headline ratio is a 95% interval of that race's estimate; ")
        .append("another race's estimate varies too, so with the same spread in both it falls")
        .append(" inside about 83% of the time, not 95%.\n\n");
    races(md, agreement);
    summary(md, agreement);
    dealtAgain(md, agreement);
    entrants(md, agreement);
    if (!agreement.contradictions().isEmpty()) {
      md.append("\n## Contradictions\n\n| faster in | slower in | faster | slower |\n")
          .append("|---|---|---|---|\n");
      for (Contradiction c : agreement.contradictions()) {
        md.append("| ")
            .append(c.race())
            .append(" | ")
            .append(c.otherRace())
            .append(" | `")
            .append(c.faster())
            .append("` | `")
            .append(c.slower())
            .append("` |\n");
      }
    }
    return md.toString();
  }

  private static void races(StringBuilder md, RaceAgreement agreement) {
    md.append("| race | seed | rounds | A/A control | noise band | tiers |\n")
        .append("|---|---:|---:|---|---:|---:|\n");
    for (RaceFigures race : agreement.races()) {
      md.append("| ")
          .append(race.label())
          .append(" | ")
          .append(race.seed())
          .append(" | ")
          .append(race.rounds())
          .append(" | ")
          .append(
              race.control() == null
                  ? "none"
                  : RaceNumbers.ratio(race.control().ratio())
                      + (race.control().holds() ? ", holds" : ", **fails**"))
          .append(" | ±")
          .append(RaceNumbers.percent(race.delta()))
          .append(" | ")
          .append(race.tiers())
          .append(" |\n");
    }
  }

  private static void summary(StringBuilder md, RaceAgreement agreement) {
    PairTally pairs = agreement.pairs();
    md.append("\n- Estimates inside another race's interval: ")
        .append(count(agreement.othersInside(), agreement.othersChecked()))
        .append(".\n- Entrants in the same tier in every race: ")
        .append(count(agreement.keepingTheirTier(), agreement.inEveryRace()))
        .append(".\n- Pairs of entrants told apart by at least one of two races: ")
        .append(pairs.toldInOne())
        .append("; the other race told them apart the same way round in ")
        .append(pairs.toldAlike())
        .append(", could not tell in ")
        .append(pairs.toldAndUndecided())
        .append(", called them a tie within its own noise band in ")
        .append(pairs.toldAndTie())
        .append(", and told them apart the other way round (a contradiction) in ")
        .append(pairs.opposite())
        .append(". Neither told apart: ")
        .append(pairs.neitherTold())
        .append(".\n\n");
  }

  private static void dealtAgain(StringBuilder md, RaceAgreement agreement) {
    DealtAgain deals = agreement.dealtAgain();
    md.append("## The same rounds dealt again\n\n")
        .append("What the method keeps when races differ by nothing but noise: the ")
        .append(deals.rounds())
        .append(" rounds of these races, dealt at random into as many races of the same sizes, ")
        .append(deals.deals())
        .append(" times, each recomputed as a race (a round keeps all its forks, so every entrant")
        .append(" stays paired with hand-written).\n\n")
        .append("- Entrants in the same tier in every race of a deal: ")
        .append(String.format(Locale.ROOT, "%.1f", deals.keptMean()))
        .append(" of ")
        .append(deals.entrants())
        .append(" on average, from ")
        .append(deals.keptFewest())
        .append(" to ")
        .append(deals.keptMost())
        .append("; the races as run: ")
        .append(agreement.keepingTheirTier())
        .append(", as few or fewer in ")
        .append(deals.dealsKeepingNoMore())
        .append(" of the ")
        .append(deals.deals())
        .append(" deals.\n- Estimates inside another race's interval: ")
        .append(RaceNumbers.percent(deals.insideMean()))
        .append(" on average, from ")
        .append(RaceNumbers.percent(deals.insideLowest()))
        .append(" to ")
        .append(RaceNumbers.percent(deals.insideHighest()))
        .append("; the races as run: ")
        .append(
            agreement.othersChecked() == 0
                ? "none asked"
                : RaceNumbers.percent(
                    (double) agreement.othersInside() / agreement.othersChecked()))
        .append(".\n\n");
  }

  private static void entrants(StringBuilder md, RaceAgreement agreement) {
    md.append("| entrant |");
    agreement.races().forEach(race -> md.append(" ").append(race.label()).append(" |"));
    md.append(" estimates inside | same tier |\n|---|");
    agreement.races().forEach(race -> md.append("---|"));
    md.append("---:|---|\n");
    for (EntrantAgreement entrant : agreement.entrants()) {
      md.append("| `")
          .append(entrant.configuration())
          .append("` ")
          .append(entrant.version())
          .append(" |");
      for (Standing standing : entrant.standings()) {
        md.append(" ")
            .append(
                standing == null
                    ? "not ranked"
                    : RaceNumbers.ratio(standing.ratio()) + ", tier " + standing.tier())
            .append(" |");
      }
      md.append(" ")
          .append(entrant.othersInside())
          .append(" of ")
          .append(entrant.othersChecked())
          .append(" | ")
          .append(entrant.tierKept() ? "yes" : "no")
          .append(" |\n");
    }
  }

  private static String count(long part, long whole) {
    return part
        + " of "
        + whole
        + (whole == 0 ? "" : " (" + RaceNumbers.percent((double) part / whole) + ")");
  }
}
