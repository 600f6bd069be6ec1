package io.serialtck.tck.run.property;

import io.serialtck.evolution.property.CaseCheck;
import io.serialtck.verdict.Outcome;

/**
 * What one try of a property found.
 *
 * @param verdict whether the property held, failed, or the try said nothing (its base did not
 *     round-trip, or there was no curated cell to compare with)
 * @param outcome the outcome that decided it (for a failure, the one the cell reports)
 * @param detail the evidence
 */
record TryOutcome(Verdict verdict, Outcome outcome, String detail) {

  /** How a try ended. */
  public enum Verdict {
    HELD,
    FAILED,
    NOT_APPLICABLE,
    /** The kit could not run the try; the detail names the fault. */
    HARNESS_ERROR
  }

  public static TryOutcome held(Outcome outcome) {
    return new TryOutcome(Verdict.HELD, outcome, "");
  }

  public static TryOutcome failed(Outcome outcome, String detail) {
    return new TryOutcome(Verdict.FAILED, outcome, detail);
  }

  public static TryOutcome notApplicable(String reason) {
    return new TryOutcome(Verdict.NOT_APPLICABLE, Outcome.INCONCLUSIVE, reason);
  }

  public static TryOutcome harnessError(String detail) {
    return new TryOutcome(Verdict.HARNESS_ERROR, Outcome.SKIPPED, detail);
  }

  /** As the shrinker sees it: only a failure with the same outcome counts as still failing. */
  public CaseCheck.CheckResult toCheckResult() {
    return verdict == Verdict.FAILED
        ? CaseCheck.CheckResult.fails(outcome.name(), detail)
        : CaseCheck.CheckResult.holds(outcome.name());
  }
}
