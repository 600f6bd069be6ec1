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
  public static String flexibility(ConfigurationScore score) {
    if (!score.flexibilityWasRun()) {
      return "not run";
    }
    String text = points(score.flexibilityPoints()) + " / " + score.flexibilityGroupsRun();
    int notRun = score.flexibilityGroups() - score.flexibilityGroupsRun();
    return notRun == 0
        ? text
        : text + " (" + notRun + " of " + score.flexibilityGroups() + " groups not run)";
  }

  /** {@code 61.5% (45/74)}, or {@code not run} without evolution cells. */
  public static String evolution(ConfigurationScore score) {
    if (score.evolutionScore() == null) {
      return "not run";
    }
    return percent(score.evolutionScore())
        + " ("
        + score.evolutionPassed()
        + "/"
        + score.evolutionCells()
        + ")";
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
