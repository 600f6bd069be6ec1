package io.serialtck.report;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Outcome;
import io.serialtck.tck.results.ResultsDocument;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Renders {@code results.json} as GitHub-flavoured Markdown: the configurations with their exact
 * set-up, outcome counts per configuration, one matrix per category (configurations by {@code
 * scenario › direction}), and the evidence of every cell that did not pass.
 */
public final class MarkdownReport {

  private MarkdownReport() {}

  public static String render(ResultsDocument results) {
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
    configurations(md, results);
    counts(md, results);
    Map<String, List<CellResult>> byCategory = new LinkedHashMap<>();
    results
        .cells()
        .forEach(c -> byCategory.computeIfAbsent(c.category(), k -> new ArrayList<>()).add(c));
    byCategory.forEach((category, cells) -> matrix(md, category, cells, results));
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

  private static void counts(StringBuilder md, ResultsDocument results) {
    md.append("## Outcomes per configuration\n\n| configuration |");
    for (Outcome outcome : Outcome.values()) {
      md.append(' ').append(outcome).append(" |");
    }
    md.append("\n|---|").append("---:|".repeat(Outcome.values().length)).append('\n');
    for (ResultsDocument.Configuration c : results.configurations()) {
      Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
      results.cells().stream()
          .filter(cell -> cell.configuration().equals(c.id()))
          .forEach(cell -> counts.merge(cell.outcome(), 1, Integer::sum));
      md.append("| `").append(c.id()).append("` |");
      for (Outcome outcome : Outcome.values()) {
        md.append(' ').append(counts.getOrDefault(outcome, 0)).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
  }

  private static void matrix(
      StringBuilder md, String category, List<CellResult> cells, ResultsDocument results) {
    Set<String> columns = new LinkedHashSet<>();
    cells.forEach(c -> columns.add(c.scenario() + " › " + c.direction().id()));
    md.append("## ").append(category).append("\n\n| configuration |");
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
    }
    if (!any) {
      md.append("Every cell passed.\n");
    }
  }

  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
