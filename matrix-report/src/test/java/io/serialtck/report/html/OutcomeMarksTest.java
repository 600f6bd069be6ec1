package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every outcome's mark follows its declaration in {@link Outcome}: the page's CSS rules and legend
 * are written from it, each outcome has its own letter and colour, and the colours stay apart for
 * people with the common colour-vision deficiencies.
 */
class OutcomeMarksTest {

  /** Two outcomes' colours read as different colours for every vision simulated. */
  private static final double DISTINCT = 10;

  /** No outcome's colour passes for the near-white of a cell the run does not have. */
  private static final double NOT_ABSENT = 7;

  /** WCAG AA for normal text. */
  private static final double LEGIBLE = 4.5;

  private static final Pattern OUTCOME_RULE =
      Pattern.compile("\\.o-([A-Z_]+) \\{ background: (#[0-9a-f]+); color: (#[0-9a-f]+); \\}");

  @Test
  void thePagesCssHasOneRulePerOutcomeWrittenFromItsDeclaration() {
    List<String> rules = new ArrayList<>();
    Matcher rule = OUTCOME_RULE.matcher(PageResources.css());
    while (rule.find()) {
      Outcome outcome = Outcome.valueOf(rule.group(1));
      assertThat(rule.group(2)).isEqualTo(outcome.mark().background());
      assertThat(rule.group(3)).isEqualTo(outcome.mark().text());
      rules.add(rule.group(1));
    }
    assertThat(rules).containsExactlyElementsOf(names());
  }

  @Test
  void theStyleSheetItselfColoursNoOutcome() throws IOException {
    String sheet = resource("report.css");
    assertThat(sheet).contains(OutcomeStyles.PLACE);
    for (Outcome outcome : Outcome.values()) {
      assertThat(sheet).doesNotContain(".o-" + outcome.name() + " ");
    }
  }

  @Test
  void theLegendListsEveryOutcomeBestFirstWithItsLetterAndMeaningThenTheHarnessError() {
    String legend = Legend.render();
    int from = 0;
    for (Outcome outcome : Outcome.values()) {
      String item =
          "<li><span class=\"mark o-"
              + outcome.name()
              + "\">"
              + outcome.mark().letter()
              + "</span> <b>"
              + outcome.name()
              + "</b> ";
      int at = legend.indexOf(item, from);
      assertThat(at).as("legend item of %s, after the one before it", outcome).isPositive();
      from = at + item.length();
    }
    assertThat(legend.indexOf("o-HARNESS_ERROR\">!</span>", from)).isPositive();
  }

  @Test
  void theHarnessErrorsMarkIsNoOutcomesLetter() {
    assertThat(CellMark.all().stream().map(CellMark::code)).doesNotHaveDuplicates();
  }

  @Test
  void everyTwoOutcomesColoursStayApartForEachVision() {
    Outcome[] outcomes = Outcome.values();
    for (ColourVision vision : ColourVision.values()) {
      for (int i = 0; i < outcomes.length; i++) {
        for (int j = i + 1; j < outcomes.length; j++) {
          assertThat(
                  vision.distance(outcomes[i].mark().background(), outcomes[j].mark().background()))
              .as("%s and %s with %s", outcomes[i], outcomes[j], vision)
              .isGreaterThanOrEqualTo(DISTINCT);
        }
      }
    }
  }

  @Test
  void noOutcomesColourPassesForAnAbsentCell() throws IOException {
    Matcher absent =
        Pattern.compile("td\\.absent \\{ background: (#[0-9a-f]+);")
            .matcher(resource("report.css"));
    assertThat(absent.find()).isTrue();
    for (ColourVision vision : ColourVision.values()) {
      for (Outcome outcome : Outcome.values()) {
        assertThat(vision.distance(outcome.mark().background(), absent.group(1)))
            .as("%s and an absent cell with %s", outcome, vision)
            .isGreaterThanOrEqualTo(NOT_ABSENT);
      }
    }
  }

  @Test
  void everyLetterIsLegibleOnItsColour() {
    for (Outcome outcome : Outcome.values()) {
      assertThat(ColourVision.contrast(outcome.mark().background(), outcome.mark().text()))
          .as("the letter of %s", outcome)
          .isGreaterThanOrEqualTo(LEGIBLE);
    }
  }

  @Test
  void theColourCheckCanFail() {
    assertThat(ColourVision.DEUTERANOPIA.distance("#f9a8d4", "#bfd0e4")).isLessThan(DISTINCT);
    assertThat(ColourVision.NORMAL.distance("#fde68a", "#fde68a")).isZero();
    assertThat(ColourVision.contrast("#000", "#fff"))
        .isCloseTo(21, org.assertj.core.data.Offset.offset(0.01));
  }

  private static List<String> names() {
    return java.util.Arrays.stream(Outcome.values()).map(Outcome::name).toList();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = PageResources.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
