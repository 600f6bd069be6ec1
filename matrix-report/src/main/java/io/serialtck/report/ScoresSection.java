package io.serialtck.report;

import io.serialtck.report.html.ScoresTable;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.report.section.TerminalTable;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ComparisonGroups;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.GroupScore;
import io.serialtck.tck.score.ScoreText;
import io.serialtck.tck.score.ScoredGroup;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The scores of each configuration (from {@code results.json}'s scores, written as {@link
 * ScoreText} writes them, so that every format agrees): on the page a sortable table ({@link
 * ScoresTable}), in {@code matrix.md} the scores with each category's outcome counts and then the
 * points per comparison group, on the terminal one short row per configuration. A comparison of a
 * team's releases has none.
 */
final class ScoresSection implements ReportSection {

  @Override
  public boolean isIn(Report report) {
    return !report.results().comparesReleases();
  }

  @Override
  public String html(Report report) {
    return ScoresTable.render(report.results());
  }

  @Override
  public String markdown(Report report) {
    StringBuilder md = new StringBuilder();
    scores(md, report.results());
    groups(md, report.results());
    return md.toString();
  }

  @Override
  public void terminal(Report report, PrintStream out) {
    ResultsDocument results = report.results();
    out.println();
    out.println("Scores per configuration (docs/scores.md; every outcome count is in matrix.md):");
    List<String[]> rows = new ArrayList<>();
    rows.add(
        new String[] {
          "configuration", "version", "comparison", "evolution", "evolution cells", "silently wrong"
        });
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      ConfigurationScore score = score(results, configuration.id()).orElse(null);
      rows.add(
          new String[] {
            configuration.id(),
            configuration.version(),
            score == null ? "no cells" : ScoreText.comparison(score),
            score == null ? "no cells" : ScoreText.evolution(score),
            score == null ? "no cells" : ScoreText.evolutionSafety(score),
            score == null ? "0" : ScoreText.silentlyWrong(score)
          });
    }
    TerminalTable.print(out, rows);
  }

  private static void scores(StringBuilder md, ResultsDocument results) {
    Set<String> categories = new LinkedHashSet<>();
    results.scores().forEach(score -> categories.addAll(score.outcomes().keySet()));
    md.append("## Scores\n\n")
        .append("Comparison: points out of the ")
        .append(ComparisonGroups.COUNT)
        .append(
            " groups below (flexibility criteria and evolution kinds; 1 when every cell of a group passes, 0.5 when some do), out of the")
        .append(" groups that ran. Evolution: the share of PASS among the measured evolution cells")
        .append(
            " (both directions and class styles, value sweeps included; cells that say nothing, such as NO_ROUND_TRIP, are")
        .append(" not measured, and a configuration with no measured cell reads \"not measured\",")
        .append(" not 0%). What the measured cells did: safe (")
        .append(Outcome.Trait.SAFE.names(" or "))
        .append("), silently wrong (")
        .append(Outcome.Trait.SILENTLY_WRONG.names(", "))
        .append("), altered, crashed. Silently wrong is the count the podium and the views use:")
        .append(" the measured evolution cells read silently wrong, by outcome; those of other")
        .append(" categories follow it (\"+ 2 in other categories\"), and no ranking counts them.")
        .append(" Harness errors are left out of the scores. How each number is")
        .append(" computed: docs/scores.md; what each outcome means: docs/outcomes.md.\n\n");
    md.append(
        "| configuration | version | comparison | evolution | evolution cells | silently wrong |"
            + " ALTERED |");
    categories.forEach(category -> md.append(' ').append(category).append(" outcomes |"));
    md.append("\n|---|---|---:|---:|---|---:|---:|")
        .append("---|".repeat(categories.size()))
        .append('\n');
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `")
          .append(c.id())
          .append("` | ")
          .append(MarkdownText.tableCell(c.version()))
          .append(" |");
      Optional<ConfigurationScore> found = score(results, c.id());
      if (found.isEmpty()) {
        md.append(" no cells |".repeat(5 + categories.size())).append('\n');
        continue;
      }
      ConfigurationScore score = found.get();
      md.append(' ')
          .append(ScoreText.comparison(score))
          .append(" | ")
          .append(ScoreText.evolution(score))
          .append(" | ")
          .append(ScoreText.evolutionSafety(score))
          .append(" | ")
          .append(ScoreText.silentlyWrong(score))
          .append(" | ")
          .append(score.altered())
          .append(" |");
      for (String category : categories) {
        Map<Outcome, Integer> counts = score.outcomes().getOrDefault(category, Map.of());
        md.append(' ').append(counts(counts)).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    String harnessErrors =
        results.scores().stream()
            .filter(score -> score.harnessErrors() > 0)
            .map(score -> "`" + score.configuration() + "` " + score.harnessErrors())
            .collect(Collectors.joining(", "));
    if (!harnessErrors.isEmpty()) {
      md.append("Harness errors, left out of the scores: ").append(harnessErrors).append(".\n\n");
    }
  }

  /** Non-zero counts, best outcome first: {@code 12 PASS, 1 CORRUPTED}. */
  private static String counts(Map<Outcome, Integer> counts) {
    return counts.entrySet().stream()
        .filter(e -> e.getValue() > 0)
        .map(e -> e.getValue() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }

  private static void groups(StringBuilder md, ResultsDocument results) {
    md.append("## Comparison groups\n\n")
        .append("Points per group, with passed / total cells; the members of each group are")
        .append(" listed in docs/scores.md.\n\n| group |");
    List<ConfigurationScore> scores = results.scores();
    scores.forEach(score -> md.append(" `").append(score.configuration()).append("` |"));
    md.append("\n|---|").append("---:|".repeat(scores.size())).append('\n');
    for (ScoredGroup group : ComparisonGroups.all()) {
      md.append("| ")
          .append(MarkdownText.tableCell(group.title()))
          .append(" (`")
          .append(group.id())
          .append("`) |");
      for (ConfigurationScore score : scores) {
        md.append(' ').append(groupCell(score, group.id())).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    for (ConfigurationScore score : scores) {
      if (!score.ungroupedScenarios().isEmpty()) {
        md.append("Cells of `")
            .append(score.configuration())
            .append("` that no group scores: ")
            .append(
                score.ungroupedScenarios().stream()
                    .map(id -> "`" + id + "`")
                    .collect(Collectors.joining(", ")))
            .append(".\n\n");
      }
    }
  }

  private static String groupCell(ConfigurationScore score, String groupId) {
    return score.groups().stream()
        .filter(group -> group.group().equals(groupId))
        .findFirst()
        .map(
            (GroupScore group) ->
                group.wasRun()
                    ? ScoreText.group(group)
                        + " ("
                        + group.passedCells()
                        + "/"
                        + group.totalCells()
                        + ")"
                    : "not run")
        .orElse("not run");
  }

  private static Optional<ConfigurationScore> score(ResultsDocument results, String id) {
    return results.scores().stream().filter(s -> s.configuration().equals(id)).findFirst();
  }
}
