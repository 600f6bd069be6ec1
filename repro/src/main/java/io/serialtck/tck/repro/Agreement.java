package io.serialtck.tck.repro;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.ConversionEvidence;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a reproducer agrees with its cell: the same outcome and the same mode (for a {@code
 * REJECTED} cell the stage and exception classes, for an {@code ALTERED} one the properties lost,
 * {@code misaligned read} or {@code not converted} for a read the kit judged so); for a crash or a
 * time-out, the same outcome at the same stage. A reproducer that read the cell but did not ask
 * every control value the kit asked beside it (its writer or reader JVM ended first) cannot show
 * what the kit's verdict rests on: it does not agree, and says so. An exploration reproducer agrees
 * when it shows the cell's worst signature ({@link ExplorationReproVerdict#agrees}).
 *
 * @param cell the kit's cell
 * @param shown what the reproducer showed, or empty when it did not run as far as the library
 * @param note what else a reader should know: how far a misaligned read went, what the control
 *     values showed, what the held and a fresh instance gave at each step of a stateful cell, why
 *     the reproducer did not compile; empty when nothing
 * @param unchecked why the reproducer's verdict cannot be compared with the cell's (control values
 *     the kit asked and the reproducer did not); empty when it can
 */
public record Agreement(CellResult cell, Optional<Verdict> shown, String note, String unchecked) {

  /** Judges a reproducer's output against its cell. */
  public static Agreement check(CellResult cell, ReproOutput output) {
    Optional<Verdict> shown = ReproVerdict.of(cell, output);
    List<String> notes = new ArrayList<>();
    BytesRead bytes = output.bytesRead();
    if (bytes.misaligned()) {
      notes.add(bytes.describe());
    }
    if (cell.category().equals(StatefulCategory.ID)) {
      String steps = StatefulReproVerdict.summary(cell, output);
      if (!steps.isEmpty()) {
        notes.add(steps);
      }
    }
    String unchecked = "";
    int controls = controls(cell);
    if (controls > 0 && shown.isPresent() && ConversionEvidence.asks(shown.get())) {
      List<Integer> unasked = new ArrayList<>();
      int answered = 0;
      for (int n = 1; n <= controls; n++) {
        if (output.line(ReproOutput.control(n, "READ-JSON")).isPresent()) {
          answered++;
        } else if (output.line(ReproOutput.control(n, "THREW")).isEmpty()) {
          unasked.add(n);
        }
      }
      if (unasked.isEmpty()) {
        notes.add(answered + " of " + controls + " control values read");
      } else {
        unchecked =
            "control values "
                + unasked
                + " of "
                + controls
                + " were not asked (the reproducer's JVM ended before), and the kit's verdict"
                + " rests on them";
      }
    }
    Optional<String> compileFailed = output.line("COMPILE-FAILED");
    compileFailed.ifPresent(side -> notes.add("it did not compile for the " + side));
    if (shown.isEmpty() && compileFailed.isEmpty()) {
      notes.add("its last line: " + output.lastLine());
    }
    return new Agreement(cell, shown, String.join("; ", notes), unchecked);
  }

  /** How many control values the kit asked beside an evolution cell of this scenario. */
  private static int controls(CellResult cell) {
    if (!cell.category().equals(Categories.EVOLUTION.id())) {
      return 0;
    }
    return EvolutionScenarios.controls(EvolutionProgram.scenario(cell)).size();
  }

  public boolean agrees() {
    if (shown.isEmpty() || !unchecked.isEmpty()) {
      return false;
    }
    Verdict verdict = shown.get();
    if (ExplorationProgram.isExploration(cell)) {
      return ExplorationReproVerdict.agrees(cell, verdict);
    }
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
   * One line: {@code CELL agrees}, {@code CELL DISAGREES: kit said X, reproducer shows Y}, or
   * {@code CELL cannot be checked: why}, followed by the note.
   */
  public String line() {
    String address = CellAddress.of(cell);
    String verdict;
    if (!unchecked.isEmpty()) {
      verdict = address + " CANNOT BE CHECKED: " + unchecked;
    } else if (agrees()) {
      verdict = address + " agrees";
    } else {
      verdict =
          address
              + " DISAGREES: kit said "
              + describe(
                  cell.outcome(),
                  cell.explorationCase() != null ? cell.explorationCase().signature() : cell.mode())
              + ", reproducer shows "
              + shown
                  .map(v -> describe(v.outcome(), v.mode()) + detail(v))
                  .orElse("nothing to judge (it did not run the library)");
    }
    return note.isEmpty() ? verdict : verdict + " (" + note + ")";
  }

  private static String describe(Outcome outcome, String mode) {
    return mode.isEmpty() ? outcome.name() : outcome + " [" + mode + "]";
  }

  private static String detail(Verdict verdict) {
    return verdict.detail().isEmpty() ? "" : ": " + verdict.detail();
  }
}
