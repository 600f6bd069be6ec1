package io.serialtck.report.podium;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Outcome.Trait;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Each silently wrong outcome has a phrase of its own, and no other outcome has one: a new outcome
 * is not called "corrupts" by default (the switch has none, so it does not compile without a case).
 */
class SilentPhraseTest {

  @Test
  void eachSilentlyWrongOutcomeHasAPhraseOfItsOwn() {
    Map<Outcome, String> phrases =
        Trait.SILENTLY_WRONG.members().stream()
            .collect(
                Collectors.toMap(
                    Function.identity(), outcome -> SilentPhrase.of("field-removed", outcome)));

    assertThat(phrases)
        .containsOnlyKeys(Outcome.LOSSY, Outcome.CORRUPTED, Outcome.ILL_TYPED)
        .containsEntry(Outcome.LOSSY, "loses data on `field-removed`")
        .containsEntry(Outcome.CORRUPTED, "corrupts `field-removed`")
        .containsEntry(Outcome.ILL_TYPED, "reads the wrong type on `field-removed`");
    assertThat(phrases.values()).doesNotHaveDuplicates();
  }

  @Test
  void anOutcomeThatIsNotSilentlyWrongHasNoPhrase() {
    List<Outcome> others =
        Arrays.stream(Outcome.values()).filter(outcome -> !outcome.isSilentlyWrong()).toList();

    assertThat(others).isNotEmpty();
    for (Outcome outcome : others) {
      // a narrowing scenario too: its phrase does not depend on the outcome
      assertThatThrownBy(() -> SilentPhrase.of("long-to-int", outcome))
          .as(outcome.name())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("is not silently wrong");
    }
  }
}
