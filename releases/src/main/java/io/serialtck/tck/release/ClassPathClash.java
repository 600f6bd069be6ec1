package io.serialtck.tck.release;

import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.Optional;

/**
 * A write or read that failed because the world's class path does not link: a {@code
 * NoSuchMethodError}, {@code NoClassDefFoundError}, {@code AbstractMethodError} or another {@code
 * LinkageError} (a team's class path carrying another version of a class the library uses, such as
 * an older {@code jackson-annotations}). That is no answer of the library about the change, so it
 * is never the verdict: the value is {@code INCONCLUSIVE [class path clash]}, its detail naming the
 * error and what to do.
 */
final class ClassPathClash {

  private static final List<String> LINKAGE_ERRORS =
      List.of(
          "java.lang.NoSuchMethodError",
          "java.lang.NoSuchFieldError",
          "java.lang.NoClassDefFoundError",
          "java.lang.AbstractMethodError",
          "java.lang.IncompatibleClassChangeError",
          "java.lang.IllegalAccessError",
          "java.lang.LinkageError");

  private ClassPathClash() {}

  /** The value judged as a class path clash, or empty when its failure is the library's answer. */
  static Optional<Exchange> of(Exchange exchange) {
    Verdict verdict = exchange.verdict();
    if (verdict.outcome() != Outcome.REJECTED && verdict.outcome() != Outcome.NO_ROUND_TRIP) {
      return Optional.empty();
    }
    String mode = verdict.mode();
    String detail = verdict.detail() == null ? "" : verdict.detail();
    boolean linkage =
        LINKAGE_ERRORS.stream().anyMatch(error -> mode.contains(error) || detail.contains(error));
    if (!linkage) {
      return Optional.empty();
    }
    return Optional.of(
        exchange.withVerdict(
            new Verdict(
                Outcome.INCONCLUSIVE,
                "class path clash: "
                    + detail
                    + ". A class of the library did not link against another: two versions of one"
                    + " artifact met in the world (the release's dependencies and the"
                    + " configuration's library). The kit puts the configuration's library before"
                    + " the release's dependencies and drops the release's copies of its artifacts"
                    + " (see the run's notes); a clash that remains comes from a jar that is not a"
                    + " Maven artifact: leave it out of --classpath, or run a configuration of your"
                    + " own built against the team's versions",
                null,
                ReleaseModes.CLASS_PATH_CLASH)));
  }
}
