package io.serialtck.tck.run.upgrade;

import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Whether each side of a pair runs at all, before its cells are asked: a side that cannot
 * round-trip the plainest fixture on its own (its world cannot be made, its set-up names a class
 * its library version lacks, its JVM lacks an {@code --add-opens}) would make every cell of the
 * pair {@code NO_ROUND_TRIP}, a run that measured nothing and passed. Such a pair's cells have no
 * outcome instead: {@code SKIPPED} as harness errors, whose detail names the side, the cause and
 * what to do ({@link SideAdvice}), so that the run, the gate and a baseline refuse them.
 */
public final class SideCheck {

  /**
   * The fixture a side must round-trip on its own: eight wrapper values in a public holder, which
   * every configuration round-trips at its build's version on every JDK its baselines hold.
   */
  static final String CRITERION = "boxed-primitives";

  /** The mode of a cell whose pair has a side that cannot run. */
  public static final String MODE = "side cannot run";

  private SideCheck() {}

  /** The check fixture's class. */
  static String fixtureClass() {
    return FlexibilityCriteria.criterion(CRITERION).fixtureClass();
  }

  /**
   * The verdict of every cell of the pair when one of its sides cannot run, else empty.
   *
   * @param configuration the configuration the sides run, as the detail names it
   * @param ownRoundTrip a side's own round trip of {@link #fixtureClass()}
   */
  static Optional<Verdict> fault(
      String configuration, List<Endpoint> sides, Function<Endpoint, Verdict> ownRoundTrip) {
    for (Endpoint side : sides) {
      Verdict own = ownRoundTrip.apply(side);
      if (own.outcome() != Outcome.PASS) {
        String runs = side.configuration() != null ? side.configuration() : configuration;
        String detail =
            side.label()
                + " cannot run as "
                + runs
                + " sets it up: it does not round-trip the plainest fixture ("
                + CRITERION
                + ") on its own ("
                + own.outcome()
                + ": "
                + own.detail()
                + "). "
                + SideAdvice.of(side.label(), own.detail());
        return Optional.of(new Verdict(Outcome.SKIPPED, detail, null, MODE));
      }
    }
    return Optional.empty();
  }
}
