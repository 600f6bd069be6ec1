package io.serialtck.tck.promise;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.Objects;
import java.util.Set;

/**
 * One checkable part of a promise: what it says, the cells it speaks of, and the outcomes of those
 * cells that break it (optionally only with a mode naming a given exception).
 *
 * @param says the clause in one sentence, as a report shows it
 * @param scope the cells it speaks of
 * @param breaking the outcomes that break it
 * @param modeContains when not empty, an outcome breaks the clause only when the cell's mode
 *     contains this text (an exception's class name)
 */
public record Clause(String says, CellScope scope, Set<Outcome> breaking, String modeContains) {

  /**
   * What a change the documentation calls compatible must not do: fail, lose or corrupt a value,
   * hold a value of another type, crash or hang.
   */
  public static final Set<Outcome> NOT_COMPATIBLE =
      Set.of(
          Outcome.REJECTED,
          Outcome.LOSSY,
          Outcome.CORRUPTED,
          Outcome.ILL_TYPED,
          Outcome.CRASHED,
          Outcome.TIMED_OUT);

  /** What a read the documentation says fails must not do: complete, whatever it then holds. */
  public static final Set<Outcome> NOT_FAILED =
      Set.of(Outcome.PASS, Outcome.ALTERED, Outcome.LOSSY, Outcome.CORRUPTED, Outcome.ILL_TYPED);

  /** What a read the documentation says fails loudly must not do: complete with a wrong value. */
  public static final Set<Outcome> SILENTLY_WRONG =
      Set.of(Outcome.LOSSY, Outcome.CORRUPTED, Outcome.ILL_TYPED);

  public Clause {
    Objects.requireNonNull(says, "says");
    Objects.requireNonNull(scope, "scope");
    breaking = Set.copyOf(breaking);
    modeContains = modeContains == null ? "" : modeContains;
  }

  /** A clause broken by any of these outcomes, whatever the cell's mode. */
  public Clause(String says, CellScope scope, Set<Outcome> breaking) {
    this(says, scope, breaking, "");
  }

  /** Whether the clause speaks of the cell. */
  public boolean covers(CellResult cell) {
    return scope.covers(cell);
  }

  /** Whether the cell, which the clause speaks of, breaks it. */
  public boolean brokenBy(CellResult cell) {
    return breaking.contains(cell.outcome())
        && (modeContains.isEmpty() || cell.mode().contains(modeContains));
  }
}
