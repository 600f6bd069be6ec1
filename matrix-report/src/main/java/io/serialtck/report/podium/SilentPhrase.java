package io.serialtck.report.podium;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.verdict.Outcome;
import java.util.List;

/**
 * What a silently wrong evolution cell did, in a few words taken from its scenario id and outcome:
 * a numeric type change to a narrower type that is LOSSY or CORRUPTED "narrows long to int"; else
 * LOSSY "loses data on `x`", CORRUPTED "corrupts `x`", ILL_TYPED "reads the wrong type on `x`".
 *
 * <p>The switch over the outcome has no default: a new {@link Outcome} does not compile here until
 * it is given its own phrase or said to be one no silently wrong cell has.
 */
final class SilentPhrase {

  /** Java's numeric primitives, each narrower than those after it except as {@link #narrower}. */
  private static final List<String> NUMERIC =
      List.of("byte", "short", "int", "long", "float", "double");

  private SilentPhrase() {}

  /**
   * The phrase for a silently wrong cell of {@code scenario}.
   *
   * @throws IllegalArgumentException if {@code outcome} is not silently wrong
   */
  static String of(String scenario, Outcome outcome) {
    String id = "`" + scenario + "`";
    String phrase =
        switch (outcome) {
          case LOSSY -> "loses data on " + id;
          case CORRUPTED -> "corrupts " + id;
          case ILL_TYPED -> "reads the wrong type on " + id;
          case PASS,
              SKIPPED,
              UNSUPPORTED,
              NO_ROUND_TRIP,
              INCONCLUSIVE,
              REJECTED,
              FAULTED,
              ALTERED,
              EXHAUSTED,
              TIMED_OUT,
              CRASHED,
              RAN_UNASKED ->
              throw new IllegalArgumentException(outcome + " is not silently wrong: " + scenario);
        };
    String kind = ValueSweeps.sweptId(ClassStyle.unstyled(scenario));
    String[] types = kind.split("-to-", -1);
    if (types.length == 2
        && outcome != Outcome.ILL_TYPED
        && narrower(types[1].toLowerCase(), types[0].toLowerCase())) {
      return "narrows " + types[0] + " to " + types[1];
    }
    return phrase;
  }

  /**
   * Whether {@code to} cannot hold every value of {@code from}: an integral type of fewer bits, or
   * an integral type for a floating-point one, or {@code float} for {@code double}.
   */
  private static boolean narrower(String to, String from) {
    int t = NUMERIC.indexOf(to);
    int f = NUMERIC.indexOf(from);
    if (t < 0 || f < 0) {
      return false;
    }
    boolean fromFloating = f >= NUMERIC.indexOf("float");
    boolean toFloating = t >= NUMERIC.indexOf("float");
    if (fromFloating && !toFloating) {
      return true;
    }
    return fromFloating == toFloating && t < f;
  }
}
