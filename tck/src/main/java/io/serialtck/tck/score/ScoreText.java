package io.serialtck.tck.score;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** How reports write scores, so that the Markdown report and the terminal summary agree. */
public final class ScoreText {

  private ScoreText() {}

  /**
   * {@code 14.5 / 20} when every group ran; {@code 14.5 / 18 (2 of 20 groups not run)} when a
   * filtered run had no cell of some groups; {@code not run} when it had none of any.
   */
  public static String comparison(ConfigurationScore score) {
    if (!score.flexibilityWasRun()) {
      return "not run";
    }
    String text = points(score.comparisonPoints()) + " / " + score.comparisonGroupsRun();
    int notRun = score.comparisonGroups() - score.comparisonGroupsRun();
    return notRun == 0
        ? text
        : text + " (" + notRun + " of " + score.comparisonGroups() + " groups not run)";
  }

  /**
   * {@code 61.5% (45/74)}, the share of PASS among the measured evolution cells, with {@code , 18
   * not measured} when some said nothing ({@link io.serialtck.verdict.Outcome#isMeasured()});
   * {@code not measured (92 cells)} when none was measured, which is not 0%; {@code not run}
   * without evolution cells.
   */
  public static String evolution(ConfigurationScore score) {
    if (score.evolutionCells() == 0) {
      return "not run";
    }
    int notMeasured = score.evolutionCells() - score.evolutionMeasured();
    if (score.evolutionScore() == null) {
      return "not measured (" + notMeasured + " cells)";
    }
    return percent(score.evolutionScore())
        + " ("
        + score.evolutionPassed()
        + "/"
        + score.evolutionMeasured()
        + (notMeasured > 0 ? ", " + notMeasured + " not measured" : "")
        + ")";
  }

  /**
   * What the measured evolution cells did, as shares: {@code safe 80% · silently wrong 15% ·
   * altered 3% · crashed 2%} (parts that are 0 are left out but {@code safe}); {@code not measured}
   * or {@code not run} as {@link #evolution} says.
   */
  public static String evolutionSafety(ConfigurationScore score) {
    if (score.evolutionCells() == 0) {
      return "not run";
    }
    int measured = score.evolutionMeasured();
    if (measured == 0) {
      return "not measured";
    }
    StringBuilder text =
        new StringBuilder("safe ").append(percent((double) score.evolutionSafe() / measured));
    part(text, "silently wrong", score.evolutionSilentlyWrong(), measured);
    part(text, "altered", score.evolutionAltered(), measured);
    part(text, "crashed", score.evolutionCrashed(), measured);
    return text.toString();
  }

  /**
   * The one count of silently wrong cells the reports use, the podium's and the views': the
   * measured evolution cells that are silently wrong, by outcome, then those of the other
   * categories, which no ranking counts: {@code 20 (CORRUPTED 4, ILL_TYPED 4, LOSSY 12) + 2 in
   * other categories}, or {@code 0}.
   */
  public static String silentlyWrong(ConfigurationScore score) {
    int evolution = score.evolutionSilentlyWrong();
    StringBuilder text = new StringBuilder().append(evolution);
    if (evolution > 0) {
      StringBuilder parts = new StringBuilder();
      appendCount(parts, "CORRUPTED", score.evolutionCorrupted());
      appendCount(
          parts, "ILL_TYPED", evolution - score.evolutionCorrupted() - score.evolutionLossy());
      appendCount(parts, "LOSSY", score.evolutionLossy());
      text.append(" (").append(parts).append(')');
    }
    int elsewhere = score.silentlyWrong() - evolution;
    if (elsewhere > 0) {
      text.append(" + ").append(elsewhere).append(" in other categories");
    }
    return text.toString();
  }

  private static void part(StringBuilder text, String name, int count, int measured) {
    if (count > 0) {
      text.append(" · ").append(name).append(' ').append(percent((double) count / measured));
    }
  }

  private static void appendCount(StringBuilder parts, String name, int count) {
    if (count > 0) {
      parts.append(parts.isEmpty() ? "" : ", ").append(name).append(' ').append(count);
    }
  }

  /** A group's points: {@code 1}, {@code 0.5}, {@code 0}, or {@code not run}. */
  public static String group(GroupScore group) {
    return group.wasRun() ? points(group.points()) : "not run";
  }

  /** Points without a needless {@code .0}: {@code 15}, {@code 14.5}. */
  public static String points(double points) {
    return BigDecimal.valueOf(points).stripTrailingZeros().toPlainString();
  }

  /**
   * A share (0 to 1) as a percentage with at most one decimal, rounded down: {@code 100%} only when
   * every cell passed ({@code 1499/1500} is {@code 99.9%}).
   */
  public static String percent(double share) {
    BigDecimal percent =
        BigDecimal.valueOf(share).movePointRight(2).setScale(1, RoundingMode.FLOOR);
    return percent.stripTrailingZeros().toPlainString() + "%";
  }
}
