package io.serialtck.tck.run.stateful;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.run.stateful.HeldAgainstFresh.ComparedStep;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rule that makes a verdict about the held state of the steps compared with fresh ones. */
class HeldAgainstFreshTest {

  private static final Verdict PASS = new Verdict(Outcome.PASS, "");
  private static final Verdict REFUSED =
      new Verdict(Outcome.REJECTED, "read: java.io.IOException: no").withMode("read: IOException");
  private static final Verdict REFUSED_OTHERWISE =
      new Verdict(Outcome.REJECTED, "read: IllegalStateException: poisoned")
          .withMode("read: IllegalStateException");
  private static final Verdict WRONG = new Verdict(Outcome.CORRUPTED, "count: 7 expected, 0 read");

  @Test
  void stepsThatFailAsAFreshInstanceFailsPassWithoutAMode() {
    HeldAgainstFresh steps =
        new HeldAgainstFresh(List.of(step(1, REFUSED, REFUSED), step(2, PASS, PASS)));

    assertThat(steps.asFresh()).isTrue();
    assertThat(steps.verdict("d")).isEqualTo(new Verdict(Outcome.PASS, "d", null, ""));
    assertThat(steps.heldOutcomes()).isEqualTo("REJECTED, PASS");
    assertThat(steps.worstAlike())
        .isEqualTo("step 1 (s), held and fresh alike: " + REFUSED.detail());
  }

  @Test
  void theWorstDifferingStepDecides() {
    HeldAgainstFresh steps =
        new HeldAgainstFresh(List.of(step(1, REFUSED, PASS), step(2, WRONG, PASS)));

    Verdict verdict = steps.verdict("d");

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.mode()).isEqualTo("mode of step 2");
    assertThat(steps.differences())
        .isEqualTo(
            "step 1 (s): held REJECTED read: java.io.IOException: no (a fresh instance: PASS); step"
                + " 2 (s): held CORRUPTED count: 7 expected, 0 read (a fresh instance: PASS)");
  }

  @Test
  void ofDifferingStepsAsBadTheEarliestDecidesAndTheSameOutcomeAnotherWayDiffers() {
    Verdict verdict =
        new HeldAgainstFresh(
                List.of(
                    step(1, PASS, PASS),
                    step(2, REFUSED_OTHERWISE, REFUSED),
                    step(3, REFUSED, PASS)))
            .verdict("d");

    assertThat(verdict.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(verdict.mode()).isEqualTo("mode of step 2");
  }

  @Test
  void onlyBetterThanFreshPassesNamingTheSteps() {
    Verdict verdict =
        new HeldAgainstFresh(
                List.of(step(1, PASS, REFUSED), step(2, PASS, PASS), step(3, PASS, WRONG)))
            .verdict("d");

    assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    assertThat(verdict.mode()).isEqualTo(HeldAgainstFresh.DIFFERS_FROM_FRESH + "steps 1, 3");
  }

  @Test
  void aStepTheKitFailedOnIsAHarnessError() {
    Verdict kit = new Verdict(Outcome.SKIPPED, "harness error at DECODE: x");

    Verdict error =
        new HeldAgainstFresh(List.of(step(1, REFUSED, REFUSED), step(2, PASS, kit))).harnessError();

    assertThat(error.outcome()).isEqualTo(Outcome.SKIPPED);
    assertThat(error.detail()).isEqualTo("step 2 (s), fresh instance: harness error at DECODE: x");
  }

  private static ComparedStep step(int number, Verdict held, Verdict fresh) {
    return new ComparedStep(number, number + " (s)", held, fresh, "mode of step " + number);
  }
}
