package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * "My classes will evolve": the evolution cells, where one class version writes and another reads.
 * A read that came back intact keeps the data; a refused read ({@code REJECTED}) keeps none, so it
 * counts for nothing here, although it is safe; a silently wrong read counts against, twice, since
 * no error tells anyone. The order is that score over the measured cells, best first.
 */
final class EvolvingClassesView {

  private EvolvingClassesView() {}

  static NeedView of(Map<String, List<CellResult>> cells) {
    record Scored(String id, CellCounts counts, double score) {}
    List<Scored> scored = new ArrayList<>();
    List<NeedView.Row> unmeasured = new ArrayList<>();
    cells.forEach(
        (id, own) -> {
          CellCounts counts = CellCounts.of(own, Categories.EVOLUTION);
          if (counts.measured() > 0) {
            scored.add(new Scored(id, counts, counts.keptScore()));
          } else if (counts.total() > 0) {
            unmeasured.add(
                new NeedView.Row(
                    id,
                    List.of("0 of " + counts.total(), "", "", ""),
                    "not measured: no class change of this run round-trips on its own"));
          }
        });
    scored.sort(
        Comparator.comparingDouble((Scored s) -> -s.score())
            .thenComparingInt(s -> -s.counts().measured())
            .thenComparing(Scored::id));
    List<NeedView.Row> rows = new ArrayList<>();
    for (Scored s : scored) {
      CellCounts c = s.counts();
      rows.add(
          new NeedView.Row(
              s.id(),
              List.of(
                  c.measured() + " of " + c.total(),
                  PodiumNumbers.percent(c.passed(), c.measured()),
                  PodiumNumbers.percent(c.rejected(), c.measured()),
                  c.silentlyWrong() == 0
                      ? "0"
                      : PodiumNumbers.percent(c.silentlyWrong(), c.measured())
                          + " ("
                          + c.silentlyWrong()
                          + ")"),
              reason(cells.get(s.id()), c)));
    }
    rows.addAll(unmeasured);
    return new NeedView(
        "need-evolving-classes",
        "My classes will evolve",
        "One class version writes, another reads (the evolution cells, both directions). Ordered"
            + " by the share of measured class changes read back intact (PASS) less "
            + CellCounts.SILENT_WEIGHT
            + " times the share read silently wrong ("
            + Outcome.Trait.SILENTLY_WRONG.names(", ")
            + "): a refused read (REJECTED) is safe but keeps no data, so it counts for nothing;"
            + " a silently wrong one counts against. Cells that say nothing (a class the"
            + " configuration cannot round-trip even unchanged) are not measured: the measured"
            + " column says how many of the cells asked were.",
        List.of("measured cells", "intact", "refused", "silently wrong"),
        rows,
        rows.isEmpty() ? "This run asked no evolution cell (`--categories` left them out)." : "");
  }

  private static String reason(List<CellResult> cells, CellCounts counts) {
    String kept = "keeps the data of " + PodiumNumbers.percent(counts.passed(), counts.measured());
    String silent =
        counts.silentlyWrong() == 0
            ? "never silently wrong"
            : VerdictLine.silently(cells, counts.silentlyWrong());
    String coverage =
        counts.measured() * 2 < counts.total()
            ? "; measured on fewer than half of the cells asked"
            : "";
    return kept + "; " + silent + coverage;
  }
}
