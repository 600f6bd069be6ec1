package io.serialtck.report.security;

import io.serialtck.report.section.HeaderLink;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.report.section.TerminalTable;
import io.serialtck.tck.results.ResultsDocument;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The security section, for a run with {@code hostile} cells: on the page the advice and tables of
 * each configuration ({@link SecurityHtml}), in {@code matrix.md} each configuration's worst
 * outcomes and a link to {@link #FILE}, which holds the tables and advice ({@link
 * SecurityMarkdown}), and on the terminal the worst outcomes.
 */
public final class SecuritySection implements ReportSection {

  /** The security tables and advice, relative to the report folder. */
  public static final String FILE = MarkdownLayout.file("security.md");

  private static final Function<ResultsDocument, List<ConfigurationSecurity>> TABLES =
      SecurityTables::of;

  @Override
  public boolean isIn(Report report) {
    return !tables(report).isEmpty();
  }

  @Override
  public Optional<HeaderLink> headerLink() {
    return Optional.of(new HeaderLink(SecurityHtml.ID, "Security"));
  }

  @Override
  public String html(Report report) {
    return SecurityHtml.render(tables(report));
  }

  @Override
  public String markdown(Report report) {
    return SecurityMarkdown.summary(tables(report), FILE);
  }

  @Override
  public Map<String, String> markdownFiles(Report report) {
    return Map.of(FILE, SecurityMarkdown.file(tables(report), MarkdownLayout.BACK_TO_MAIN));
  }

  @Override
  public void terminal(Report report, PrintStream out) {
    out.println();
    out.println(
        "Hostile input, worst outcomes (what to set before reading untrusted bytes: "
            + FILE
            + "):");
    List<String[]> rows = new ArrayList<>();
    rows.add(
        new String[] {
          "configuration", "unasked-for classes", "at secure settings", "malformed input"
        });
    tables(report)
        .forEach(
            table ->
                rows.add(
                    new String[] {
                      table.configuration().id(),
                      ConfigurationSecurity.text(table.worstCanary()),
                      ConfigurationSecurity.text(table.worstSecureCanary()),
                      ConfigurationSecurity.text(table.worstMalformed())
                    }));
    TerminalTable.print(out, rows);
  }

  private static List<ConfigurationSecurity> tables(Report report) {
    return report.derived(TABLES);
  }
}
