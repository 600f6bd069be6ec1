package io.serialtck.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome.Trait;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutcomeTest {

  private static final List<Outcome> ALL = List.of(Outcome.values());

  @Test
  void everyOutcomeHasItsOwnLetter() {
    assertThat(ALL).allSatisfy(outcome -> assertThat(outcome.mark().letter()).matches("[A-Z]"));
    assertThat(ALL.stream().map(outcome -> outcome.mark().letter())).doesNotHaveDuplicates();
  }

  @Test
  void everyOutcomeHasItsOwnColour() {
    assertThat(ALL)
        .allSatisfy(
            outcome -> {
              assertThat(outcome.mark().background()).matches("#([0-9a-f]{3}|[0-9a-f]{6})");
              assertThat(outcome.mark().text()).matches("#([0-9a-f]{3}|[0-9a-f]{6})");
            });
    assertThat(ALL.stream().map(outcome -> fullHex(outcome.mark().background())))
        .doesNotHaveDuplicates();
  }

  @Test
  void everyOutcomeSaysWhatItMeansInTheLegendAndAtLength() {
    assertThat(ALL)
        .allSatisfy(
            outcome -> {
              assertThat(outcome.meaning()).matches("[A-Z].*\\.").doesNotContain("\n");
              assertThat(outcome.description()).isNotBlank().doesNotContain("\n", "|");
              assertThat(outcome.gateMode()).isNotBlank().doesNotContain("\n", "|");
            });
  }

  @Test
  void theRankIsTheOrderOfDeclarationBestFirst() {
    assertThat(Outcome.PASS.rank()).isEqualTo(1);
    assertThat(Outcome.values()[Outcome.values().length - 1].rank())
        .isEqualTo(Outcome.values().length);
    assertThat(Outcome.worst(Outcome.LOSSY, Outcome.REJECTED)).isEqualTo(Outcome.LOSSY);
    assertThat(Outcome.CORRUPTED.isWorseThan(Outcome.CRASHED)).isTrue();
  }

  @Test
  void theTestsOfEachSetAreItsMembers() {
    for (Outcome outcome : Outcome.values()) {
      assertThat(outcome.isSafe()).isEqualTo(outcome.has(Trait.SAFE));
      assertThat(outcome.isSilentlyWrong()).isEqualTo(outcome.has(Trait.SILENTLY_WRONG));
      assertThat(outcome.isIntact()).isEqualTo(outcome.has(Trait.INTACT));
      assertThat(outcome.isMeasured()).isNotEqualTo(outcome.has(Trait.SAYS_NOTHING));
      assertThat(outcome.isWorkerLost()).isEqualTo(outcome.has(Trait.WORKER_LOST));
      assertThat(outcome.isAcceptableEvolution())
          .isEqualTo(outcome.has(Trait.ACCEPTABLE_EVOLUTION));
    }
    assertThat(Arrays.stream(Trait.values()))
        .allSatisfy(trait -> assertThat(trait.members()).isNotEmpty());
  }

  @Test
  void safeAndAcceptableEvolutionAreTwoIdeasThatDifferByTheDroppedValue() {
    assertThat(Trait.SAFE.members()).containsExactly(Outcome.PASS, Outcome.REJECTED);
    assertThat(Trait.ACCEPTABLE_EVOLUTION.members())
        .containsExactly(Outcome.PASS, Outcome.REJECTED, Outcome.LOSSY);
    assertThat(Outcome.LOSSY.isSilentlyWrong()).isTrue();
  }

  @Test
  void aSetsNamesAreItsMembersBestFirst() {
    assertThat(Trait.SAFE.names(" or ")).isEqualTo("PASS or REJECTED");
    assertThat(Trait.SILENTLY_WRONG.names(", ")).isEqualTo("LOSSY, CORRUPTED, ILL_TYPED");
    assertThat(Trait.SAYS_NOTHING.names(" and "))
        .isEqualTo("SKIPPED, UNSUPPORTED, NO_ROUND_TRIP and INCONCLUSIVE");
  }

  @Test
  void anOutcomeThatSaysNothingIsNeitherSafeNorWrong() {
    for (Outcome outcome : Trait.SAYS_NOTHING.members()) {
      assertThat(Arrays.stream(Trait.values()).filter(outcome::has))
          .containsExactly(Trait.SAYS_NOTHING);
    }
  }

  private static String fullHex(String colour) {
    if (colour.length() == 4) {
      return "#"
          + colour
              .substring(1)
              .chars()
              .mapToObj(c -> "" + (char) c + (char) c)
              .reduce("", String::concat);
    }
    return colour;
  }
}
