package io.serialtck.report.security;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.tck.CellResult;
import java.util.List;
import java.util.Optional;

/**
 * The "Security" section of {@code index.html}: the rules of the advice, then per configuration its
 * advice and its two tables. Every text is escaped.
 */
public final class SecurityHtml {

  /** The section's id, for links to it. */
  public static final String ID = "security";

  private SecurityHtml() {}

  /** The section, or nothing for a run without hostile cells. */
  public static String render(List<ConfigurationSecurity> tables) {
    if (tables.isEmpty()) {
      return "";
    }
    StringBuilder html = new StringBuilder(16 * 1024);
    html.append("<section id=\"")
        .append(ID)
        .append("\" class=\"security\">\n<h2>Security</h2>\n")
        .append("<p>What each configuration's reads did with malformed bytes and with bytes that")
        .append(" name a class the reader never asked for (category <code>hostile</code>), and")
        .append(" what to set before reading untrusted bytes with it. The advice is computed")
        .append(" from the cells:</p>\n<ul class=\"security-rules\">\n");
    SecurityAdvice.rules()
        .forEach(rule -> html.append("<li>").append(escape(rule)).append("</li>\n"));
    html.append("</ul>\n");
    for (ConfigurationSecurity table : tables) {
      configuration(html, table);
    }
    return html.append("</section>\n").toString();
  }

  private static void configuration(StringBuilder html, ConfigurationSecurity table) {
    String id = table.configuration().id();
    html.append("<section class=\"security-configuration\" data-configuration=\"")
        .append(escape(id))
        .append("\">\n<h3>")
        .append(escape(id))
        .append("</h3>\n<p class=\"security-advice\">")
        .append(escape(table.advice()))
        .append("</p>\n");
    if (!table.malformed().isEmpty()) {
      html.append("<table class=\"security-table malformed\">\n<caption>Malformed input")
          .append("</caption>\n<thead><tr><th scope=\"col\">family</th>")
          .append("<th scope=\"col\">outcome</th><th scope=\"col\">inputs</th>")
          .append("<th scope=\"col\">worst input</th>")
          .append("<th scope=\"col\">allocation per input byte</th></tr></thead>\n<tbody>\n");
      for (MalformedRow row : table.malformed()) {
        html.append("<tr><th scope=\"row\">")
            .append(escape(row.family()))
            .append("</th>")
            .append(outcome(Optional.of(row.cell())))
            .append("<td>")
            .append(escape(row.counts()))
            .append("</td><td>")
            .append(escape(row.worstInputLength()))
            .append(row.worstInputHex().map(hex -> ": <code>" + escape(hex) + "</code>").orElse(""))
            .append("</td><td class=\"num\">")
            .append(escape(row.amplification()))
            .append("</td></tr>\n");
      }
      html.append("</tbody>\n</table>\n");
    }
    if (!table.canaries().isEmpty()) {
      html.append("<table class=\"security-table canaries\">\n<caption>Classes the reader never")
          .append(" asked for");
      table
          .secureSettings()
          .ifPresent(
              settings ->
                  html.append(" (secure settings: <code>")
                      .append(escape(settings))
                      .append("</code>)"));
      html.append("</caption>\n<thead><tr><th scope=\"col\">place</th>")
          .append("<th scope=\"col\">at the kit's settings</th>")
          .append("<th scope=\"col\">canary recorded</th>")
          .append("<th scope=\"col\">at secure settings</th>")
          .append("<th scope=\"col\">canary recorded</th></tr></thead>\n<tbody>\n");
      for (CanaryRow row : table.canaries()) {
        html.append("<tr><th scope=\"row\">")
            .append(escape(row.place()))
            .append("</th>")
            .append(outcome(row.atOwnSettings()))
            .append("<td>")
            .append(escape(row.ownRecorded()))
            .append("</td>")
            .append(outcome(row.atSecureSettings()))
            .append("<td>")
            .append(escape(row.secureRecorded()))
            .append("</td></tr>\n");
      }
      html.append("</tbody>\n</table>\n");
    }
    html.append("</section>\n");
  }

  private static String outcome(Optional<CellResult> cell) {
    return cell.map(
            found ->
                "<td class=\"outcome o-"
                    + found.outcome().name()
                    + "\">"
                    + found.outcome().name()
                    + "</td>")
        .orElse("<td>—</td>");
  }
}
