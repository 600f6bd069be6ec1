package io.serialtck.tck.repro;

import io.serialtck.tck.run.stateful.HeldAgainstFresh;
import io.serialtck.tck.run.stateful.HeldAgainstFresh.ComparedStep;
import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A stateful cell's verdict from the steps its reproducer printed: the held instance's and a fresh
 * instance's results at each step, judged by the kit's own rule ({@link HeldAgainstFresh}, with the
 * modes {@link StatefulSequence#heldMode} gives), so that a reproducer and its cell cannot judge
 * apart. The steps compared are those the kit compares: every read of {@code interleaved}, the read
 * and the write of {@code read-old-then-write}, the two writes of {@code unexpected-then-write}
 * (its reads of cut and foreign bytes are asked, not judged).
 */
final class StatefulJudgement {

  private StatefulJudgement() {}

  /**
   * The cell's verdict; empty when a step it rests on was not asked (the reproducer's JVM ended
   * before it).
   */
  static Optional<Verdict> judge(StatefulSequence sequence, List<JudgedStep> steps) {
    List<ComparedStep> compared = new ArrayList<>();
    for (JudgedStep step : steps) {
      if (!step.step().write() && !SequenceValues.expects(step.step().read())) {
        continue;
      }
      Optional<Verdict> held = step.held().verdict();
      Optional<Verdict> fresh = step.fresh().verdict();
      if (held.isEmpty() || fresh.isEmpty()) {
        return Optional.empty();
      }
      int number = step.step().number();
      compared.add(
          new ComparedStep(
              number,
              String.valueOf(number),
              held.get(),
              fresh.get(),
              sequence.heldMode(number, held.get())));
    }
    HeldAgainstFresh rule = new HeldAgainstFresh(compared);
    Verdict harness = rule.harnessError();
    if (harness != null) {
      return Optional.of(harness);
    }
    String detail =
        "held instance: "
            + rule.heldOutcomes()
            + "; fresh instances: "
            + rule.freshOutcomes()
            + (rule.asFresh() ? " (as fresh)" : "; " + rule.differences());
    return Optional.of(rule.verdict(detail));
  }
}
