package io.serialtck.tck.repro;

import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.Optional;

/**
 * A stateful cell's verdict from the steps its reproducer printed: THE one place where a reproducer
 * maps the held instance's (and a fresh instance's) results at each step to the cell's outcome and
 * mode. It states the rule of the kit's {@code StatefulCells}, which judges the held instance
 * alone:
 *
 * <ul>
 *   <li>{@code read-old-then-write}: the held instance's write (step 2) as a fresh v2 reader reads
 *       it; a write that is not intact is {@value #STATE_POISONED} (with the read's mode after it);
 *   <li>{@code interleaved}: the worst of the held instance's three reads, its mode after {@code
 *       step n: };
 *   <li>{@code unexpected-then-write}: the held instance's first write (step 1), {@code first
 *       write: } before its mode, when a fresh reader does not read it intact; else its second
 *       (step 4), {@value #STATE_POISONED} when not intact.
 * </ul>
 *
 * Every step also carries what a fresh instance gave at the same step ({@link JudgedStep#fresh()}),
 * so that a rule comparing the held instance with a fresh one at the same step is a change of this
 * class alone.
 */
final class StatefulJudgement {

  /** The mode of a held instance's write a fresh reader does not read intact. */
  static final String STATE_POISONED = "state-poisoned";

  private StatefulJudgement() {}

  /**
   * The cell's verdict; empty when a step it rests on was not asked (the reproducer's JVM ended
   * before it).
   */
  static Optional<Verdict> judge(StatefulSequence sequence, List<JudgedStep> steps) {
    return switch (sequence) {
      case READ_OLD_THEN_WRITE -> readOldThenWrite(steps);
      case INTERLEAVED -> interleaved(steps);
      case UNEXPECTED_THEN_WRITE -> unexpectedThenWrite(steps);
    };
  }

  private static Optional<Verdict> readOldThenWrite(List<JudgedStep> steps) {
    Optional<Verdict> written = steps.get(1).held().verdict();
    return written.map(
        w ->
            new Verdict(
                w.outcome(),
                "held instance read v1's bytes: "
                    + steps.get(0).held().answer()
                    + "; then wrote v2, read by a fresh v2 reader: "
                    + w.outcome()
                    + " "
                    + w.detail(),
                null,
                poisoned(w)));
  }

  private static Optional<Verdict> interleaved(List<JudgedStep> steps) {
    Verdict worst = null;
    int worstStep = 0;
    for (int i = 0; i < steps.size(); i++) {
      Optional<Verdict> read = steps.get(i).held().verdict();
      if (read.isEmpty()) {
        return Optional.empty();
      }
      if (worst == null || read.get().outcome().isWorseThan(worst.outcome())) {
        worst = read.get();
        worstStep = i + 1;
      }
    }
    String reads = String.join(", ", steps.stream().map(s -> s.held().answer()).toList());
    if (worst.outcome() == Outcome.PASS) {
      return Optional.of(new Verdict(Outcome.PASS, "held instance reads: " + reads, null, ""));
    }
    return Optional.of(
        new Verdict(
            worst.outcome(),
            "held instance reads: "
                + reads
                + "; worst at step "
                + worstStep
                + ": "
                + worst.detail(),
            null,
            "step " + worstStep + ": " + worst.mode()));
  }

  private static Optional<Verdict> unexpectedThenWrite(List<JudgedStep> steps) {
    Optional<Verdict> first = steps.get(0).held().verdict();
    if (first.isEmpty()) {
      return Optional.empty();
    }
    if (first.get().outcome() != Outcome.PASS) {
      return Optional.of(
          new Verdict(
              first.get().outcome(),
              "held instance's first write, read by a fresh v2 reader: " + first.get().detail(),
              null,
              "first write: " + first.get().mode()));
    }
    return steps
        .get(3)
        .held()
        .verdict()
        .map(
            second ->
                new Verdict(
                    second.outcome(),
                    "held instance wrote v2 (PASS), was asked to read truncated bytes ("
                        + steps.get(1).held().answer()
                        + ") and another class's bytes ("
                        + steps.get(2).held().answer()
                        + "), wrote v2 again, read by a fresh v2 reader: "
                        + second.outcome()
                        + " "
                        + second.detail(),
                    null,
                    poisoned(second)));
  }

  /** The mode of a held instance's write a fresh reader does not read intact. */
  private static String poisoned(Verdict written) {
    if (written.outcome() == Outcome.PASS || written.outcome() == Outcome.SKIPPED) {
      return written.mode();
    }
    return written.mode().isEmpty() ? STATE_POISONED : STATE_POISONED + ": " + written.mode();
  }
}
