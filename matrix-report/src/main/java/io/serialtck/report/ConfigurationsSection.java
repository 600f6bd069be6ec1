package io.serialtck.report;

import io.serialtck.report.html.ConfigurationsTable;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.text.MarkdownText;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The configurations with their exact set-up: on the page a table the matrix's columns link to
 * ({@link ConfigurationsTable}), in {@code matrix.md} a table linking to each configuration's file,
 * {@code matrix/<id>.md} ({@link ConfigurationMarkdown}), which holds every cell of it.
 */
final class ConfigurationsSection implements ReportSection {

  @Override
  public String html(Report report) {
    return ConfigurationsTable.render(report);
  }

  @Override
  public String markdown(Report report) {
    StringBuilder md = new StringBuilder();
    configurations(md, report.results());
    return md.toString();
  }

  @Override
  public Map<String, String> markdownFiles(Report report) {
    Map<String, String> files = new LinkedHashMap<>();
    for (ResultsDocument.Configuration configuration : report.results().configurations()) {
      files.put(
          MarkdownLayout.detailFile(configuration.id()),
          ConfigurationMarkdown.render(report.results(), configuration));
    }
    return files;
  }

  private static void configurations(StringBuilder md, ResultsDocument results) {
    md.append(
        "## Configurations\n\n| id | library | version | configuration | cells |\n|---|---|---|---|---|\n");
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `")
          .append(c.id())
          .append("` | ")
          .append(MarkdownText.tableCell(c.library()))
          .append(" | ")
          .append(MarkdownText.tableCell(c.version()))
          .append(" | ")
          .append(MarkdownText.tableCell(c.description()))
          .append(" | [")
          .append(MarkdownLayout.detailFile(c.id()))
          .append("](")
          .append(MarkdownLayout.detailFile(c.id()))
          .append(") |\n");
    }
    md.append('\n');
  }
}
