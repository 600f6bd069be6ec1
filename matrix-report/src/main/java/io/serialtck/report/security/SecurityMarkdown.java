package io.serialtck.report.security;

import io.serialtck.tck.text.MarkdownText;
import java.util.List;

/**
 * The security tables as Markdown: the whole file ({@code matrix/security.md}) and the short
 * section of {@code matrix.md} that links to it.
 */
public final class SecurityMarkdown {

  private static final String INTRO =
      "What each configuration's reads did with malformed bytes and with bytes that name a class"
          + " the reader never asked for (category `hostile`; the cells and their inputs:"
          + " docs/hostile.md), and what to set before reading untrusted bytes with it.";

  private SecurityMarkdown() {}

  /**
   * The file of the tables, for a run that has hostile cells.
   *
   * @param backLink the relative link to {@code matrix.md}
   */
  public static String file(List<ConfigurationSecurity> tables, String backLink) {
    StringBuilder md = new StringBuilder();
    md.append("# SerialTCK security\n\n[Back to the matrix](")
        .append(backLink)
        .append(")\n\n")
        .append(INTRO)
        .append(
            " Malformed input: per family, the cell's outcome (the worst over its inputs), how"
                + " many inputs had each outcome, the smallest input that shows the worst one"
                + " (length and first bytes in hex) and the most heap one read allocated per byte"
                + " of its input. Unasked-for classes: per place the canary was named in, the"
                + " outcome and what the canary recorded, at the kit's settings and at the"
                + " library's secure settings.\n\n")
        .append("The advice is computed from the cells (docs/security-table.md):\n\n");
    SecurityAdvice.rules().forEach(rule -> md.append("- ").append(rule).append('\n'));
    md.append('\n');
    for (ConfigurationSecurity table : tables) {
      configuration(md, table);
    }
    return md.toString();
  }

  /**
   * The section of {@code matrix.md}: the link to the file and one line per configuration (worst
   * outcomes); empty for a run without hostile cells.
   */
  public static String summary(List<ConfigurationSecurity> tables, String file) {
    if (tables.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder("## Security\n\n");
    md.append(INTRO)
        .append(" Each configuration's tables and advice: [")
        .append(file)
        .append("](")
        .append(file)
        .append(").\n\n")
        .append(
            "| configuration | unasked-for classes | at secure settings | malformed input |\n"
                + "|---|---|---|---|\n");
    for (ConfigurationSecurity table : tables) {
      md.append("| `")
          .append(table.configuration().id())
          .append("` | ")
          .append(ConfigurationSecurity.text(table.worstCanary()))
          .append(" | ")
          .append(ConfigurationSecurity.text(table.worstSecureCanary()))
          .append(" | ")
          .append(ConfigurationSecurity.text(table.worstMalformed()))
          .append(" |\n");
    }
    return md.append('\n').toString();
  }

  private static void configuration(StringBuilder md, ConfigurationSecurity table) {
    md.append("## `")
        .append(table.configuration().id())
        .append("`\n\n")
        .append(MarkdownText.inline(table.configuration().library()))
        .append(' ')
        .append(MarkdownText.inline(table.configuration().version()))
        .append(": ")
        .append(MarkdownText.inline(table.configuration().description()))
        .append("\n\n**")
        .append(MarkdownText.inline(table.advice()))
        .append("**\n\n");
    if (!table.malformed().isEmpty()) {
      md.append("### Malformed input\n\n")
          .append(
              "| family | outcome | inputs | worst input | allocation per input byte |\n"
                  + "|---|---|---|---|---|\n");
      for (MalformedRow row : table.malformed()) {
        md.append("| `")
            .append(row.family())
            .append("` | ")
            .append(row.outcome())
            .append(" | ")
            .append(MarkdownText.tableCell(row.counts()))
            .append(" | ")
            .append(worstInput(row))
            .append(" | ")
            .append(MarkdownText.tableCell(row.amplification()))
            .append(" |\n");
      }
      md.append('\n');
    }
    if (!table.canaries().isEmpty()) {
      md.append("### Classes the reader never asked for\n\n");
      table
          .secureSettings()
          .ifPresent(
              settings ->
                  md.append("Secure settings, as the configuration states them: ")
                      .append(MarkdownText.inline(settings))
                      .append("\n\n"));
      md.append(
          "| place | at the kit's settings | canary recorded | at secure settings | canary"
              + " recorded |\n|---|---|---|---|---|\n");
      for (CanaryRow row : table.canaries()) {
        md.append("| `")
            .append(row.place())
            .append("` | ")
            .append(row.atOwnSettings().map(cell -> cell.outcome().name()).orElse("—"))
            .append(" | ")
            .append(MarkdownText.tableCell(row.ownRecorded()))
            .append(" | ")
            .append(row.atSecureSettings().map(cell -> cell.outcome().name()).orElse("—"))
            .append(" | ")
            .append(MarkdownText.tableCell(row.secureRecorded()))
            .append(" |\n");
      }
      md.append('\n');
    }
  }

  private static String worstInput(MalformedRow row) {
    return MarkdownText.tableCell(row.worstInputLength())
        + row.worstInputHex().map(hex -> ": `" + hex + "`").orElse("");
  }
}
