package io.serialtck.report.podium;

import io.serialtck.tck.text.MarkdownText;
import java.util.List;

/** The views per need as a section of {@code matrix.md}: a heading, its rule and a table each. */
final class NeedsMarkdown {

  private NeedsMarkdown() {}

  static String render(List<NeedView> views) {
    StringBuilder md = new StringBuilder("## Views per need\n\n");
    md.append(NeedsSection.intro()).append("\n\n");
    for (NeedView view : views) {
      md.append("### ").append(view.title()).append("\n\n");
      md.append(MarkdownText.inline(view.rule())).append("\n\n");
      if (!view.rows().isEmpty()) {
        md.append("| # | configuration |");
        view.columns().forEach(c -> md.append(' ').append(MarkdownText.tableCell(c)).append(" |"));
        md.append(" why |\n|---:|---|")
            .append("---:|".repeat(view.columns().size()))
            .append("---|\n");
        int place = 0;
        for (NeedView.Row row : view.rows()) {
          md.append("| ").append(++place).append(" | `").append(row.configuration()).append("` |");
          row.figures().forEach(f -> md.append(' ').append(MarkdownText.tableCell(f)).append(" |"));
          md.append(' ').append(MarkdownText.tableCell(row.reason())).append(" |\n");
        }
        md.append('\n');
      }
      if (!view.note().isEmpty()) {
        md.append(MarkdownText.inline(view.note())).append("\n\n");
      }
    }
    return md.toString();
  }
}
