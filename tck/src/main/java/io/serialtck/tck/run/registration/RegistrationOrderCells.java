package io.serialtck.tck.run.registration;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The {@code registration-order} cells of one configuration, on its own worker: the classes of
 * {@link RegistrationClass} are defined alike in both worlds; for each {@link RegistrationCase}, a
 * fresh writer in the {@code old} world writes a {@code Circle}, told the writer's classes, and a
 * fresh reader in the {@code new} world reads it, told the reader's, judged by the {@code
 * Classifier} as a round trip is. Before that, the same exchange with both sides told the writer's
 * classes must be {@code PASS}; when it is not, the cell is {@code NO_ROUND_TRIP}, since it would
 * say nothing about the order.
 */
final class RegistrationOrderCells {

  /** The class version of both sides: one version writes and reads. */
  static final String VERSION = "v1";

  private final CellExchanges exchanges;
  private final CellRecorder recorder;

  RegistrationOrderCells(CellExchanges exchanges, CellRecorder recorder) {
    this.exchanges = exchanges;
    this.recorder = recorder;
  }

  /** Runs the cases {@code asked} keeps, in their order, over the classes given. */
  List<CellResult> run(Map<String, byte[]> classes, Predicate<RegistrationCase> asked) {
    List<RegistrationCase> cases = Arrays.stream(RegistrationCase.values()).filter(asked).toList();
    List<CellResult> cells = new ArrayList<>();
    if (cases.isEmpty()) {
      return cells;
    }
    exchanges.unit(
        RegistrationOrderCategory.ID + "/" + cases,
        () -> {
          String failure = exchanges.freshWorldsIfStatic();
          if (failure == null) {
            failure = exchanges.define(classes, classes);
          }
          for (RegistrationCase registration : cases) {
            Exchange cell =
                failure != null
                    ? exchanges.harnessFault(failure, VERSION, VERSION)
                    : ask(registration);
            cells.add(
                recorder.record(
                    registration.id(),
                    RegistrationOrderCategory.ID,
                    registration.direction(),
                    cell));
          }
        });
    return cells;
  }

  private Exchange ask(RegistrationCase registration) {
    ObjectValue written = RegistrationClass.written();
    Exchange sameOrder =
        exchanges.registering(
            RegistrationClass.CIRCLE.shape(),
            written,
            registration.writerClasses(),
            registration.writerClasses(),
            VERSION);
    if (sameOrder.harnessError()) {
      return sameOrder;
    }
    if (sameOrder.outcome() != Outcome.PASS) {
      return sameOrder.withVerdict(
          new Verdict(
              Outcome.NO_ROUND_TRIP,
              "with both sides registering "
                  + registration.writerOrder()
                  + " in that order, the Circle does not round-trip: "
                  + sameOrder.outcome()
                  + " "
                  + sameOrder.verdict().detail()));
    }
    Exchange cell =
        exchanges.registering(
            RegistrationClass.CIRCLE.shape(),
            written,
            registration.writerClasses(),
            registration.readerClasses(),
            VERSION);
    if (cell.harnessError()) {
      return cell;
    }
    Verdict verdict = cell.verdict();
    return cell.withVerdict(
        verdict.withDetail(
            "writer registered "
                + registration.writerOrder()
                + ", reader registered "
                + registration.readerOrder()
                + " (the writer's order on both sides round-trips)"
                + (verdict.detail().isEmpty() ? "" : ": " + verdict.detail())));
  }
}
