package io.serialtck.tck.run.stateful;

import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The steps of one held instance's sequence that a fresh instance is asked too, each judged alike
 * for both, and the rule that makes of them a verdict about the held state:
 *
 * <ul>
 *   <li>a step is <em>as fresh</em> when the held instance's outcome and mode equal the fresh
 *       instance's;
 *   <li>every step as fresh: {@code PASS} with no mode, whatever the steps' outcomes were (the held
 *       state changed nothing; what a fresh instance does is the evolution cells' to say and gate);
 *   <li>else the differing step where the held instance does no better than a fresh one (worse, or
 *       the same outcome another way) with the worst held outcome decides, the earliest on a tie:
 *       its held outcome and {@link ComparedStep#heldMode};
 *   <li>else the held instance did better than a fresh one at some steps (read what a fresh
 *       instance refuses): {@code PASS}, mode {@code differs from fresh at step N} (or {@code steps
 *       N, M}), a difference a service would see, named in the detail.
 * </ul>
 *
 * <p>The kit's stateful cells and their reproducers both judge by it; which steps a sequence
 * compares, and the mode of each, are {@link StatefulSequence#heldMode}'s.
 */
public final class HeldAgainstFresh {

  /** The mode's start when the held instance differs from a fresh one only by doing better. */
  static final String DIFFERS_FROM_FRESH = "differs from fresh at ";

  private final List<ComparedStep> steps;

  public HeldAgainstFresh(List<ComparedStep> steps) {
    this.steps = List.copyOf(steps);
  }

  /**
   * One step, as the held instance and as a fresh instance did it.
   *
   * @param number the step's number in the sequence, from 1
   * @param name what the step is, for the detail: {@code 2 (v2's bytes)}
   * @param heldMode the cell's mode when this step decides it: {@code step 2: read: …}, {@code
   *     state-poisoned}
   */
  public record ComparedStep(
      int number, String name, Verdict held, Verdict fresh, String heldMode) {

    public boolean asFresh() {
      return held.outcome() == fresh.outcome() && held.mode().equals(fresh.mode());
    }

    boolean heldDoesBetter() {
      return fresh.outcome().isWorseThan(held.outcome());
    }

    /**
     * The held outcome and detail, then {@code (as fresh)} or what a fresh instance did: {@code
     * REJECTED read: …KryoBufferUnderflowException: Buffer underflow. (as fresh)}.
     */
    public String described() {
      return withDetail(held)
          + (asFresh() ? " (as fresh)" : " (a fresh instance: " + withDetail(fresh) + ")");
    }

    private static String withDetail(Verdict verdict) {
      return verdict.detail().isEmpty()
          ? verdict.outcome().name()
          : verdict.outcome() + " " + verdict.detail();
    }
  }

  /** True when the held instance did at every step what a fresh instance does. */
  public boolean asFresh() {
    return steps.stream().allMatch(ComparedStep::asFresh);
  }

  /**
   * The first step the kit failed on, for the held or the fresh instance, as a {@code SKIPPED}
   * verdict naming it; null when there is none.
   */
  public Verdict harnessError() {
    for (ComparedStep step : steps) {
      for (Verdict verdict : List.of(step.held(), step.fresh())) {
        if (verdict.outcome() == Outcome.SKIPPED) {
          String instance = verdict == step.held() ? "held" : "fresh";
          return new Verdict(
              Outcome.SKIPPED,
              "step " + step.name() + ", " + instance + " instance: " + verdict.detail());
        }
      }
    }
    return null;
  }

  /** The verdict about the held state, by the rule above, with {@code detail}. */
  public Verdict verdict(String detail) {
    ComparedStep deciding = null;
    for (ComparedStep step : steps) {
      if (!step.asFresh()
          && !step.heldDoesBetter()
          && (deciding == null || step.held().outcome().isWorseThan(deciding.held().outcome()))) {
        deciding = step;
      }
    }
    if (deciding != null) {
      return new Verdict(deciding.held().outcome(), detail, null, deciding.heldMode());
    }
    List<ComparedStep> better = steps.stream().filter(s -> !s.asFresh()).toList();
    if (better.isEmpty()) {
      return new Verdict(Outcome.PASS, detail, null, "");
    }
    String numbers =
        better.stream().map(s -> String.valueOf(s.number())).collect(Collectors.joining(", "));
    return new Verdict(
        Outcome.PASS,
        detail,
        null,
        DIFFERS_FROM_FRESH + (better.size() == 1 ? "step " : "steps ") + numbers);
  }

  /** The held instance's outcomes, step by step: {@code REJECTED, PASS, REJECTED}. */
  public String heldOutcomes() {
    return outcomes(true);
  }

  /** A fresh instance's outcomes, step by step. */
  public String freshOutcomes() {
    return outcomes(false);
  }

  private String outcomes(boolean held) {
    return steps.stream()
        .map(s -> (held ? s.held() : s.fresh()).outcome().name())
        .collect(Collectors.joining(", "));
  }

  /**
   * The worst step both instances did alike, when its outcome is not {@code PASS}: {@code step 1
   * (v1's bytes), held and fresh alike: read: …}; else empty.
   */
  public String worstAlike() {
    ComparedStep worst = null;
    for (ComparedStep step : steps) {
      if (worst == null || step.held().outcome().isWorseThan(worst.held().outcome())) {
        worst = step;
      }
    }
    if (worst == null || worst.held().outcome() == Outcome.PASS) {
      return "";
    }
    return "step " + worst.name() + ", held and fresh alike: " + worst.held().detail();
  }

  /** Every step where the held instance differs from a fresh one, held first, then fresh. */
  public String differences() {
    return steps.stream()
        .filter(s -> !s.asFresh())
        .map(s -> "step " + s.name() + ": held " + s.described())
        .collect(Collectors.joining("; "));
  }
}
