package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A stateful cell's verdict from its steps, by the kit's own rule: a held instance that does at
 * every step what a fresh one does passes; else the worst step where it does worse decides, a read
 * named by its step, {@code unexpected-then-write}'s first write when it is not intact, a held
 * write a fresh reader does not read intact {@code state-poisoned}; nothing when a step it rests on
 * was not asked.
 */
class StatefulJudgementTest {

  private static final Verdict PASS = new Verdict(Outcome.PASS, "");

  private static Verdict rejected(String mode) {
    return new Verdict(Outcome.REJECTED, mode + ": message").withMode(mode);
  }

  /** The sequence's steps, the held instance's result given for each, a fresh one's PASS. */
  private static List<JudgedStep> steps(StatefulSequence sequence, StepResult... held) {
    List<JudgedStep> steps = new ArrayList<>();
    List<SequenceSteps.Step> asked = SequenceSteps.of(sequence);
    for (int i = 0; i < asked.size(); i++) {
      StepResult fresh = held[i].verdict().isPresent() ? StepResult.judged(PASS) : held[i];
      steps.add(new JudgedStep(asked.get(i), held[i], fresh));
    }
    return steps;
  }

  @Test
  void aHeldInstanceThatDoesWhatAFreshOneDoesPassesWhateverTheStepsWere() {
    Verdict refused = rejected("read: java.io.IOException");
    List<JudgedStep> steps = new ArrayList<>();
    List<SequenceSteps.Step> asked = SequenceSteps.of(StatefulSequence.INTERLEAVED);
    for (int i = 0; i < 3; i++) {
      StepResult alike = StepResult.judged(i == 1 ? PASS : refused);
      steps.add(new JudgedStep(asked.get(i), alike, alike));
    }

    Optional<Verdict> verdict = StatefulJudgement.judge(StatefulSequence.INTERLEAVED, steps);

    assertThat(verdict).get().extracting(Verdict::outcome).isEqualTo(Outcome.PASS);
    assertThat(verdict.get().mode()).isEmpty();
    assertThat(verdict.get().detail()).contains("REJECTED, PASS, REJECTED").contains("as fresh");
  }

  @Test
  void interleavedIsItsWorstReadThatDiffersFromAFreshOnesNamedByItsStep() {
    Optional<Verdict> verdict =
        StatefulJudgement.judge(
            StatefulSequence.INTERLEAVED,
            steps(
                StatefulSequence.INTERLEAVED,
                StepResult.judged(PASS),
                StepResult.judged(rejected("read: java.io.IOException")),
                StepResult.judged(rejected("read: java.io.EOFException"))));

    assertThat(verdict).get().extracting(Verdict::outcome).isEqualTo(Outcome.REJECTED);
    assertThat(verdict.get().mode()).isEqualTo("step 2: read: java.io.IOException");
  }

  @Test
  void aHeldWriteAFreshReaderDoesNotReadIntactIsStatePoisoned() {
    StepResult unexpected = StepResult.unjudged(true);
    Verdict cut = rejected("fresh read of the held write: java.io.EOFException");

    Optional<Verdict> second =
        StatefulJudgement.judge(
            StatefulSequence.UNEXPECTED_THEN_WRITE,
            steps(
                StatefulSequence.UNEXPECTED_THEN_WRITE,
                StepResult.judged(PASS),
                unexpected,
                unexpected,
                StepResult.judged(cut)));
    Optional<Verdict> first =
        StatefulJudgement.judge(
            StatefulSequence.UNEXPECTED_THEN_WRITE,
            steps(
                StatefulSequence.UNEXPECTED_THEN_WRITE,
                StepResult.judged(cut),
                unexpected,
                unexpected,
                StepResult.judged(PASS)));
    Optional<Verdict> lossy =
        StatefulJudgement.judge(
            StatefulSequence.READ_OLD_THEN_WRITE,
            steps(
                StatefulSequence.READ_OLD_THEN_WRITE,
                StepResult.judged(PASS),
                StepResult.judged(new Verdict(Outcome.LOSSY, "a field lost"))));

    assertThat(second.get().mode())
        .isEqualTo("state-poisoned: fresh read of the held write: java.io.EOFException");
    assertThat(first.get().mode())
        .isEqualTo("first write: fresh read of the held write: java.io.EOFException");
    assertThat(lossy.get().outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(lossy.get().mode()).isEqualTo("state-poisoned");
  }

  @Test
  void nothingWhenAStepTheVerdictRestsOnWasNotAsked() {
    assertThat(
            StatefulJudgement.judge(
                StatefulSequence.READ_OLD_THEN_WRITE,
                steps(
                    StatefulSequence.READ_OLD_THEN_WRITE,
                    StepResult.judged(PASS),
                    StepResult.NOT_ASKED)))
        .isEmpty();
    assertThat(
            StatefulJudgement.judge(
                StatefulSequence.INTERLEAVED,
                steps(
                    StatefulSequence.INTERLEAVED,
                    StepResult.judged(PASS),
                    StepResult.NOT_ASKED,
                    StepResult.judged(PASS))))
        .isEmpty();
  }
}
