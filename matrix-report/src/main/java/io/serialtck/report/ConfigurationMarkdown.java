package io.serialtck.report;

import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.ScoreText;
import io.serialtck.tck.text.MarkdownText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One configuration's file beside {@code matrix.md} ({@code matrix/<configuration>.md}): its set-up
 * and scores, then every one of its cells, category by category, as {@code scenario › direction}:
 * outcome, with the cell's detail and, for a failing property cell, its minimal case. Nothing of a
 * cell that {@code results.json} holds for the reader is left out.
 */
final class ConfigurationMarkdown {

  private ConfigurationMarkdown() {}

  static String render(ResultsDocument results, ResultsDocument.Configuration configuration) {
    StringBuilder md = new StringBuilder();
    md.append("# `")
        .append(configuration.id())
        .append("`: every cell\n\n[Back to the matrix](")
        .append(MarkdownLayout.BACK_TO_MAIN)
        .append(")\n\n")
        .append(MarkdownText.inline(configuration.library()))
        .append(' ')
        .append(MarkdownText.inline(configuration.version()))
        .append(": ")
        .append(MarkdownText.inline(configuration.description()))
        .append("\n\n");
    results.scores().stream()
        .filter(score -> score.configuration().equals(configuration.id()))
        .findFirst()
        .ifPresent(score -> scores(md, score));
    Map<String, List<CellResult>> byCategory = new LinkedHashMap<>();
    for (CellResult cell : results.cells()) {
      if (cell.configuration().equals(configuration.id())) {
        byCategory.computeIfAbsent(cell.category(), k -> new ArrayList<>()).add(cell);
      }
    }
    if (byCategory.isEmpty()) {
      md.append("No cells in this run.\n");
    }
    byCategory.forEach((category, cells) -> category(md, category, cells));
    return md.toString();
  }

  private static void scores(StringBuilder md, ConfigurationScore score) {
    md.append("Comparison ")
        .append(ScoreText.comparison(score))
        .append("; evolution ")
        .append(ScoreText.evolution(score))
        .append(", ")
        .append(ScoreText.evolutionSafety(score))
        .append("; silently wrong ")
        .append(ScoreText.silentlyWrong(score))
        .append("; harness errors ")
        .append(score.harnessErrors())
        .append(".\n\n");
  }

  private static void category(StringBuilder md, String category, List<CellResult> cells) {
    md.append("## ").append(category).append("\n\n");
    if (category.equals(Categories.UPGRADE.id())) {
      UpgradeSides.render(md, cells);
    }
    for (CellResult cell : cells) {
      md.append("- `")
          .append(cell.scenario())
          .append(" › ")
          .append(cell.direction().id())
          .append("`: ")
          .append(cell.outcome())
          .append(cell.harnessError() ? " (harness error)" : "");
      if (!cell.detail().isEmpty()) {
        md.append(" — ").append(MarkdownText.inline(cell.detail()));
      }
      md.append('\n');
      if (cell.minimalCase() != null) {
        md.append("\n  ```text\n  ")
            .append(MarkdownText.fenced(cell.minimalCase()).replace("\n", "\n  "))
            .append("\n  ```\n\n");
      }
    }
    md.append('\n');
  }
}
