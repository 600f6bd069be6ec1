package io.serialtck.tck.repro;

import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.Optional;

/**
 * What one instance did at one step of a stateful reproducer, judged as the kit judges that step: a
 * read against what a faithful read gives, a write by what a fresh reader makes of it, a library's
 * exception as {@code REJECTED} with the stage and exception classes as mode. A read of bytes
 * nothing is expected of (cut in half, another class's) has no verdict, only its answer.
 *
 * @param verdict the step's verdict; empty when nothing is expected of it, or the instance was not
 *     asked (its JVM ended first)
 * @param answer what happened, in a few words: {@code PASS}, {@code REJECTED}, {@code read without
 *     an exception}, {@code not asked}
 */
record StepResult(Optional<Verdict> verdict, String answer) {

  /** A step the reproducer did not get to. */
  static final StepResult NOT_ASKED = new StepResult(Optional.empty(), "not asked");

  static StepResult judged(Verdict verdict) {
    return new StepResult(Optional.of(verdict), verdict.outcome().name());
  }

  /** A read nothing is expected of: whether it threw, as the kit's detail says. */
  static StepResult unjudged(boolean threw) {
    return new StepResult(
        Optional.empty(), threw ? "failed at read, as expected" : "read without an exception");
  }

  /** The outcome, when the step was judged. */
  Optional<Outcome> outcome() {
    return verdict.map(Verdict::outcome);
  }
}
