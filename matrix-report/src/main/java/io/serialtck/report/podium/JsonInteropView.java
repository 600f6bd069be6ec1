package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.run.interop.InteropCategory;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * "JSON that other programs read": the {@code interop} cells, asked of the configurations that
 * declare JSON as their format. What a configuration writes is read by a strict JSON parser, as a
 * program in another language reads it ({@code json-out:}); what such a program writes is read by
 * the configuration ({@code json-in:}). The order is the number of cells of both kinds that passed,
 * then the worst outcome, best first.
 */
final class JsonInteropView {

  private static final int REASON_CHARACTERS = 140;

  private JsonInteropView() {}

  static NeedView of(Map<String, List<CellResult>> cells) {
    record Asked(String id, List<CellResult> all, long passed, int worstRank) {

      List<CellResult> out() {
        return ofKind(all, InteropCategory.OUT);
      }

      List<CellResult> in() {
        return ofKind(all, InteropCategory.IN);
      }
    }
    List<Asked> asked = new ArrayList<>();
    cells.forEach(
        (id, own) -> {
          List<CellResult> interop =
              own.stream()
                  .filter(c -> c.category().equals(Categories.INTEROP.id()))
                  .filter(c -> !c.harnessError())
                  .toList();
          if (!interop.isEmpty()) {
            asked.add(
                new Asked(
                    id,
                    interop,
                    interop.stream().filter(c -> c.outcome() == Outcome.PASS).count(),
                    worst(interop).map(c -> c.outcome().rank()).orElse(Integer.MAX_VALUE)));
          }
        });
    asked.sort(
        Comparator.comparingLong((Asked a) -> -a.passed())
            .thenComparingInt(Asked::worstRank)
            .thenComparing(Asked::id));
    List<NeedView.Row> rows = new ArrayList<>();
    for (Asked a : asked) {
      List<CellResult> all = a.all();
      long measured = all.stream().filter(c -> c.outcome().isMeasured()).count();
      rows.add(
          new NeedView.Row(
              a.id(),
              List.of(measured + " of " + all.size(), summary(a.out()), summary(a.in())),
              reason(a.out(), a.in())));
    }
    return new NeedView(
        "need-json",
        "JSON that other programs read",
        "Asked of the configurations that declare JSON as their format, on a few fixtures"
            + " (numbers past 2^53 and with a scale, enum names, a record, nulls, text beyond the"
            + " Basic Multilingual Plane, the race's payloads). What it writes: a strict JSON"
            + " parser reads the bytes, as a program in another language would, and compares them"
            + " with the fixture's one JSON form (members named as the fields, numbers exact,"
            + " bytes in base64); PASS when every value is there of its JSON type and nothing"
            + " else, ALTERED when members such as type names come beside them. What it reads:"
            + " that form, as such a program writes it. Ordered by the cells of both that passed,"
            + " then by the worst outcome. The rules: docs/interop.md.",
        List.of("measured cells", "what it writes", "what it reads"),
        rows,
        rows.isEmpty()
            ? "This run asked no interop cell: no configuration of it declares JSON as its"
                + " format, or `--categories` left them out."
            : "");
  }

  private static List<CellResult> ofKind(List<CellResult> cells, String prefix) {
    return cells.stream().filter(c -> c.scenario().startsWith(prefix)).toList();
  }

  /** {@code 7 of 7 PASS}, or {@code 5 of 7 PASS, worst CORRUPTED}. */
  private static String summary(List<CellResult> cells) {
    if (cells.isEmpty()) {
      return "not asked";
    }
    long passed = cells.stream().filter(c -> c.outcome() == Outcome.PASS).count();
    String text = passed + " of " + cells.size() + " PASS";
    Optional<CellResult> worst = worst(cells);
    return worst.isPresent() && worst.get().outcome() != Outcome.PASS
        ? text + ", worst " + worst.get().outcome().name()
        : text;
  }

  private static String reason(List<CellResult> out, List<CellResult> in) {
    Optional<CellResult> writes = worst(out).filter(c -> c.outcome() != Outcome.PASS);
    Optional<CellResult> reads = worst(in).filter(c -> c.outcome() != Outcome.PASS);
    if (writes.isEmpty() && reads.isEmpty()) {
      return "writes and reads the one JSON form of every fixture asked";
    }
    List<String> parts = new ArrayList<>();
    writes.ifPresent(c -> parts.add("writes " + example(c)));
    reads.ifPresent(c -> parts.add("reads " + example(c)));
    return String.join("; ", parts);
  }

  /** The cell's fixture, outcome and the start of its detail. */
  private static String example(CellResult cell) {
    String detail = cell.detail();
    String shown =
        detail.length() <= REASON_CHARACTERS
            ? detail
            : detail.substring(0, REASON_CHARACTERS) + "…";
    return "`"
        + InteropCategory.fixture(cell.scenario())
        + "` "
        + cell.outcome().name()
        + (shown.isEmpty() ? "" : ": " + shown);
  }

  /** The cell of the worst measured outcome, the first of equals; empty when none is measured. */
  private static Optional<CellResult> worst(List<CellResult> cells) {
    return cells.stream()
        .filter(c -> c.outcome().isMeasured())
        .reduce((a, b) -> b.outcome().rank() > a.outcome().rank() ? b : a);
  }
}
