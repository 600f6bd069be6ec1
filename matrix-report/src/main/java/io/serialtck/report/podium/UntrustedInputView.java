package io.serialtck.report.podium;

import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * "Untrusted input": the hostile cells. Bytes that name a class the application never asked for are
 * the graver risk, so the rows are ordered first by the worst such outcome at the configuration's
 * safest settings (its secure settings where it declares them, else the kit's), then by the worst
 * outcome of malformed input; outcomes compare by their rank, best first.
 */
final class UntrustedInputView {

  private UntrustedInputView() {}

  static NeedView of(Map<String, List<CellResult>> cells) {
    record Hostile(
        String id,
        int asked,
        int measured,
        Optional<Outcome> malformed,
        Optional<Outcome> canary,
        Optional<Outcome> secure) {

      Optional<Outcome> safest() {
        return secure.or(() -> canary);
      }
    }
    List<Hostile> hostile = new ArrayList<>();
    cells.forEach(
        (id, own) -> {
          List<CellResult> asked =
              own.stream()
                  .filter(c -> c.category().equals(Categories.HOSTILE.id()))
                  .filter(c -> !c.harnessError())
                  .toList();
          if (!asked.isEmpty()) {
            hostile.add(
                new Hostile(
                    id,
                    asked.size(),
                    (int) asked.stream().filter(c -> c.outcome().isMeasured()).count(),
                    worst(asked, HostileScenarios.MALFORMED),
                    worst(asked, HostileScenarios.CANARY),
                    worst(asked, HostileScenarios.CANARY_SECURE)));
          }
        });
    hostile.sort(
        Comparator.comparingInt((Hostile h) -> rank(h.safest()))
            .thenComparingInt(h -> rank(h.malformed()))
            .thenComparingInt(h -> rank(h.canary()))
            .thenComparing(Hostile::id));
    List<NeedView.Row> rows = new ArrayList<>();
    for (Hostile h : hostile) {
      rows.add(
          new NeedView.Row(
              h.id(),
              List.of(
                  h.measured() + " of " + h.asked(),
                  name(h.malformed()),
                  name(h.canary()),
                  h.secure().map(Outcome::name).orElse("none declared")),
              canaryReason(h.canary(), h.secure()) + "; " + malformedReason(h.malformed())));
    }
    return new NeedView(
        "need-untrusted-input",
        "Untrusted input",
        "Bytes the configuration's own writer made, damaged (malformed input), and bytes that name"
            + " a class nobody asked for (unasked-for classes), read at the configuration's"
            + " settings and, where it declares them, at its library's secure settings. Ordered by"
            + " the worst outcome of an unasked-for class at the safest settings, then by the worst"
            + " outcome of malformed input. PASS and REJECTED are clean; RAN_UNASKED means the"
            + " bytes made the reader load or run a class."
            + (rows.isEmpty() ? "" : " What to configure: matrix/security.md."),
        List.of(
            "measured cells", "malformed input (worst)", "unasked-for class", "at secure settings"),
        rows,
        rows.isEmpty() ? "This run asked no hostile cell (`--categories` left them out)." : "");
  }

  /**
   * The worst measured outcome of the cells of one family; empty when none says anything (a
   * configuration without secure settings has its {@code canary-secure:} cells {@code SKIPPED}).
   */
  private static Optional<Outcome> worst(List<CellResult> cells, String prefix) {
    return cells.stream()
        .filter(c -> c.scenario().startsWith(prefix))
        .map(CellResult::outcome)
        .filter(Outcome::isMeasured)
        .reduce(Outcome::worst);
  }

  private static int rank(Optional<Outcome> outcome) {
    return outcome.map(Outcome::rank).orElse(Integer.MAX_VALUE);
  }

  private static String name(Optional<Outcome> outcome) {
    return outcome.map(Outcome::name).orElse("not asked");
  }

  private static String canaryReason(Optional<Outcome> canary, Optional<Outcome> secure) {
    boolean ranAtItsSettings = canary.filter(o -> o == Outcome.RAN_UNASKED).isPresent();
    boolean ranSecured = secure.filter(o -> o == Outcome.RAN_UNASKED).isPresent();
    if (ranSecured) {
      return "an unasked-for class ran even at its secure settings";
    }
    if (ranAtItsSettings && secure.isPresent()) {
      return "an unasked-for class ran at its settings: use its secure settings";
    }
    if (ranAtItsSettings) {
      return "an unasked-for class ran, and the kit knows no secure setting";
    }
    return canary.isPresent() ? "no unasked-for class ran" : "no class names asked";
  }

  private static String malformedReason(Optional<Outcome> malformed) {
    if (malformed.isEmpty()) {
      return "no malformed input asked";
    }
    return switch (malformed.get()) {
      case PASS, REJECTED -> "malformed bytes were refused cleanly";
      case EXHAUSTED -> "malformed bytes exhausted its memory, stack or time";
      case FAULTED -> "malformed bytes threw exceptions a caller does not expect";
      case CRASHED, TIMED_OUT -> "malformed bytes killed or hung its JVM";
      default -> "malformed bytes gave " + malformed.get().name();
    };
  }
}
