package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.Optional;

/**
 * Whether a reproducer agrees with its cell: the same outcome and the same mode (for a {@code
 * REJECTED} cell the stage and exception classes, for an {@code ALTERED} one the properties lost);
 * for a crash or a time-out, the same outcome at the same stage.
 *
 * @param cell the kit's cell
 * @param shown what the reproducer showed, or empty when it did not run as far as the library
 * @param note what else the reproducer printed that a reader should know (the bytes a read left
 *     unread, which the kit does not yet judge); empty when nothing
 */
public record Agreement(CellResult cell, Optional<Verdict> shown, String note) {

  /** Judges a reproducer's output against its cell. */
  public static Agreement check(CellResult cell, ReproOutput output) {
    String note =
        output
            .consumed()
            .filter(c -> c[0] != c[1])
            .map(c -> "the read consumed " + c[0] + " of " + c[1] + " bytes")
            .orElse("");
    if (output.line("COMPILE-FAILED").isPresent()) {
      note = "the reproducer did not compile for the " + output.line("COMPILE-FAILED").get();
    }
    return new Agreement(cell, ReproVerdict.of(cell, output), note);
  }

  public boolean agrees() {
    if (shown.isEmpty()) {
      return false;
    }
    Verdict verdict = shown.get();
    if (verdict.outcome() != cell.outcome()) {
      return false;
    }
    if (verdict.outcome().isWorkerLost()) {
      return stage(verdict.mode()).equals(stage(cell.mode()));
    }
    return verdict.mode().equals(cell.mode());
  }

  private static String stage(String mode) {
    int colon = mode.indexOf(':');
    return colon < 0 ? mode : mode.substring(0, colon);
  }

  /**
   * One line: {@code CELL agrees}, or {@code CELL DISAGREES: kit said X, reproducer shows Y},
   * followed by the note.
   */
  public String line() {
    String address = CellAddress.of(cell);
    String verdict =
        agrees()
            ? address + " agrees"
            : address
                + " DISAGREES: kit said "
                + describe(cell.outcome(), cell.mode())
                + ", reproducer shows "
                + shown
                    .map(v -> describe(v.outcome(), v.mode()) + detail(v))
                    .orElse("nothing to judge (it did not run the library)");
    return note.isEmpty() ? verdict : verdict + " (" + note + ")";
  }

  private static String describe(Outcome outcome, String mode) {
    return mode.isEmpty() ? outcome.name() : outcome + " [" + mode + "]";
  }

  private static String detail(Verdict verdict) {
    return verdict.detail().isEmpty() ? "" : ": " + verdict.detail();
  }
}
