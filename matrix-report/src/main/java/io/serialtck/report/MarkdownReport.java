package io.serialtck.report;

import io.serialtck.report.race.RaceMarkdown;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.results.IncompleteRun;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ComparisonGroups;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.GroupScore;
import io.serialtck.tck.score.ScoreText;
import io.serialtck.tck.score.ScoredGroup;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Renders {@code results.json} as GitHub-flavoured Markdown: the scores of each configuration
 * (flexibility, evolution, CORRUPTED and LOSSY cells, outcome counts per category) and its points
 * per flexibility group, the configurations with their exact set-up, one matrix per category
 * (configurations by {@code scenario › direction}), the speed and size section when there is a
 * {@code race.json} ({@link RaceMarkdown}), and the evidence of every cell that did not pass.
 */
public final class MarkdownReport {

  private MarkdownReport() {}

  public static String render(ResultsDocument results) {
    return render(results, Optional.empty());
  }

  public static String render(ResultsDocument results, Optional<RaceDocument> race) {
    StringBuilder md = new StringBuilder();
    md.append("# SerialTCK matrix\n\n");
    md.append("Run started ")
        .append(results.run().startedAt())
        .append(" on JDK ")
        .append(results.run().jdk())
        .append(", seed ")
        .append(results.run().seed())
        .append(", ")
        .append(results.run().durationMs())
        .append(" ms.\n\n");
    if (results.run().incomplete()) {
      md.append("> **").append(IncompleteRun.notice(results)).append("**\n\n");
    }
    scores(md, results);
    groups(md, results);
    configurations(md, results);
    Map<String, List<CellResult>> byCategory = new LinkedHashMap<>();
    results
        .cells()
        .forEach(c -> byCategory.computeIfAbsent(c.category(), k -> new ArrayList<>()).add(c));
    byCategory.forEach((category, cells) -> matrix(md, category, cells, results));
    race.ifPresent(document -> md.append(RaceMarkdown.render(document)));
    evidence(md, results.cells());
    return md.toString();
  }

  private static void configurations(StringBuilder md, ResultsDocument results) {
    md.append(
        "## Configurations\n\n| id | library | version | configuration |\n|---|---|---|---|\n");
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `")
          .append(c.id())
          .append("` | ")
          .append(cell(c.library()))
          .append(" | ")
          .append(cell(c.version()))
          .append(" | ")
          .append(cell(c.description()))
          .append(" |\n");
    }
    md.append('\n');
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
        .append(" not 0%). What the measured cells did: safe (PASS or REJECTED), silently wrong")
        .append(" (LOSSY, CORRUPTED, ILL_TYPED), altered, crashed. Silently wrong counts the cells")
        .append(" of every category. Harness errors are left out of the scores. How each number is")
        .append(" computed: docs/scores.md; what each outcome means: docs/outcomes.md.\n\n");
    md.append(
        "| configuration | version | comparison | evolution | evolution cells | silently wrong |"
            + " ALTERED |");
    categories.forEach(category -> md.append(' ').append(category).append(" outcomes |"));
    md.append("\n|---|---|---:|---:|---|---:|---:|")
        .append("---|".repeat(categories.size()))
        .append('\n');
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `").append(c.id()).append("` | ").append(cell(c.version())).append(" |");
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
      md.append("| ").append(cell(group.title())).append(" (`").append(group.id()).append("`) |");
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

  private static void matrix(
      StringBuilder md, String category, List<CellResult> cells, ResultsDocument results) {
    Set<String> columns = new LinkedHashSet<>();
    cells.forEach(c -> columns.add(c.scenario() + " › " + c.direction().id()));
    md.append("## ").append(category).append("\n\n");
    if (category.equals("upgrade")) {
      UpgradeSides.render(md, cells);
    }
    md.append("| configuration |");
    columns.forEach(column -> md.append(' ').append(column).append(" |"));
    md.append("\n|---|").append("---|".repeat(columns.size())).append('\n');
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `").append(c.id()).append("` |");
      for (String column : columns) {
        String outcome =
            cells.stream()
                .filter(cell -> cell.configuration().equals(c.id()))
                .filter(cell -> column.equals(cell.scenario() + " › " + cell.direction().id()))
                .map(cell -> cell.outcome().name())
                .findFirst()
                .orElse("");
        md.append(' ').append(outcome).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
  }

  private static void evidence(StringBuilder md, List<CellResult> cells) {
    md.append("## Evidence\n\n");
    boolean any = false;
    for (CellResult cell : cells) {
      if (cell.outcome() == Outcome.PASS && cell.detail().isEmpty()) {
        continue;
      }
      any = true;
      md.append("- **")
          .append(cell.name())
          .append("**: ")
          .append(cell.outcome())
          .append(cell.harnessError() ? " (harness error)" : "")
          .append(" — ")
          .append(cell(cell.detail()))
          .append('\n');
      if (cell.minimalCase() != null) {
        md.append("\n  ```text\n  ")
            .append(cell.minimalCase().replace("```", "'''").replace("\n", "\n  "))
            .append("\n  ```\n\n");
      }
    }
    if (!any) {
      md.append("Every cell passed.\n");
    }
  }

  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
