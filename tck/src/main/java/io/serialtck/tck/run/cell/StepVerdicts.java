package io.serialtck.tck.run.cell;

import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.util.Set;

/**
 * The verdict of a request to a worker that did not succeed: the library's exception is {@code
 * REJECTED}, a lost worker {@code CRASHED} or {@code TIMED_OUT}, a fault of the kit {@code SKIPPED}
 * (a harness error): a failure at a stage that is not the library's, a worker JVM that could not
 * start, or one that a signal the kit did not send ended. One failure of the kit's own stage is the
 * library's doing: observing the object a read returned threw {@link #TYPE_CONFUSION} (a field
 * declared {@code Collection} holding an {@code Integer}, say), which only a library that sets
 * fields past the type system (Unsafe, reflection on the wrong field) can cause: {@code ILL_TYPED}.
 */
public final class StepVerdicts {

  /**
   * What the JVM throws where a value is used as a type it is not: the capture of a read object
   * that holds such a value meets them.
   */
  static final Set<String> TYPE_CONFUSION =
      Set.of(IncompatibleClassChangeError.class.getName(), ClassCastException.class.getName());

  private StepVerdicts() {}

  /**
   * @param stage what the request was, for the detail: {@code write}, {@code read}
   */
  public static Verdict of(Step<?> step, String stage) {
    if (step instanceof Step.Failed<?> failed) {
      Response.Failure failure = failed.failure();
      if (failure.stage().isLibraryAnswer()) {
        return new Verdict(Outcome.REJECTED, stage + ": " + describe(failure))
            .withMode(stage + ": " + exceptionClasses(failure));
      }
      if (isTypeConfusion(failure)) {
        return new Verdict(
                Outcome.ILL_TYPED,
                stage
                    + ": the object read holds a value its declared type forbids; observing it"
                    + " threw "
                    + describe(failure))
            .withMode("type confusion: " + failure.exceptionClass());
      }
      if (failure.stage() == Response.Failure.Stage.CONSTRUCT) {
        return new Verdict(Outcome.INCONCLUSIVE, failure.message());
      }
      return new Verdict(
          Outcome.SKIPPED, "harness error at " + failure.stage() + ": " + describe(failure));
    }
    if (step instanceof Step.Lost<?> lost && lost.failure().isHarnessFault()) {
      return new Verdict(
          Outcome.SKIPPED, "harness error at " + stage + ": " + lost.failure().getMessage());
    }
    if (step instanceof Step.Lost<?> lost) {
      Outcome outcome = lost.failure().timedOut() ? Outcome.TIMED_OUT : Outcome.CRASHED;
      return new Verdict(outcome, stage + ": " + lost.failure().getMessage())
          .withMode(stage + ": " + lost.failure().kind());
    }
    throw new IllegalArgumentException("the step succeeded: " + step);
  }

  /**
   * True when the step failed because of the kit or its surroundings, not the library: a failure at
   * a stage that is not the library's (nor the class's own refusal of a value, {@code CONSTRUCT},
   * which is {@code INCONCLUSIVE}), a worker that could not start or was killed from outside.
   */
  public static boolean isHarnessError(Step<?> step) {
    if (step instanceof Step.Lost<?> lost) {
      return lost.failure().isHarnessFault();
    }
    return step instanceof Step.Failed<?> failed
        && !failed.failure().stage().isLibraryAnswer()
        && failed.failure().stage() != Response.Failure.Stage.CONSTRUCT
        && !isTypeConfusion(failed.failure());
  }

  private static boolean isTypeConfusion(Response.Failure failure) {
    return failure.stage() == Response.Failure.Stage.CAPTURE
        && TYPE_CONFUSION.contains(failure.exceptionClass());
  }

  /** The exception's class, and its root cause's when it has one: what a gate compares. */
  private static String exceptionClasses(Response.Failure failure) {
    String root = failure.rootCauseClass();
    return root == null || root.isEmpty()
        ? failure.exceptionClass()
        : failure.exceptionClass() + " caused by " + root;
  }

  /** {@code ExceptionClass: message}. */
  public static String describe(Response.Failure failure) {
    return failure.exceptionClass() + ": " + failure.message();
  }
}
