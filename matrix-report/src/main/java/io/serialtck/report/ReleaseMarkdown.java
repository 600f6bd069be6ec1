package io.serialtck.report;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The head of {@code matrix.md} for a comparison of a team's releases ({@code ./serialtck compare},
 * the Maven plugin): one row per root class and direction, one column per configuration, then each
 * cell that does not pass with its evidence and its shrunk value.
 */
final class ReleaseMarkdown {

  private ReleaseMarkdown() {}

  static void render(StringBuilder md, ResultsDocument results) {
    List<String> configurations =
        results.configurations().stream().map(ResultsDocument.Configuration::id).toList();
    Set<String> roots = new LinkedHashSet<>();
    results.cells().forEach(c -> roots.add(c.scenario()));
    CellResult any = results.cells().get(0);
    boolean backward = any.direction() == Direction.BACKWARD;
    md.append("## Release comparison\n\n")
        .append("`backward`: ")
        .append((backward ? any.reader() : any.writer()).classVersion())
        .append(" reads what ")
        .append((backward ? any.writer() : any.reader()).classVersion())
        .append(" wrote; `forward`: the other way.\n\n")
        .append("| class | direction |");
    configurations.forEach(id -> md.append(" `").append(id).append("` |"));
    md.append("\n|---|---|").append("---|".repeat(configurations.size())).append('\n');
    for (String root : roots) {
      for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
        md.append("| `").append(root).append("` | ").append(direction.id()).append(" |");
        for (String id : configurations) {
          md.append(' ').append(outcome(results, id, root, direction)).append(" |");
        }
        md.append('\n');
      }
    }
    md.append('\n');
    List<CellResult> failing =
        results.cells().stream().filter(c -> c.outcome() != Outcome.PASS).toList();
    if (failing.isEmpty()) {
      return;
    }
    md.append("### Cells that do not pass\n\n");
    for (CellResult cell : failing) {
      md.append("- `")
          .append(cell.configuration())
          .append("` `")
          .append(cell.scenario())
          .append("` ")
          .append(cell.direction().id())
          .append(": **")
          .append(cell.outcome())
          .append("** ")
          .append(MarkdownText.inline(cell.detail()))
          .append('\n');
      if (cell.minimalCase() != null) {
        md.append("\n  ```\n");
        MarkdownText.fenced(cell.minimalCase())
            .lines()
            .forEach(line -> md.append("  ").append(line).append('\n'));
        md.append("  ```\n");
      }
    }
    md.append('\n');
  }

  private static String outcome(
      ResultsDocument results, String configuration, String root, Direction direction) {
    return results.cells().stream()
        .filter(
            c ->
                c.configuration().equals(configuration)
                    && c.scenario().equals(root)
                    && c.direction() == direction)
        .map(c -> c.outcome().name())
        .findFirst()
        .orElse("");
  }
}
