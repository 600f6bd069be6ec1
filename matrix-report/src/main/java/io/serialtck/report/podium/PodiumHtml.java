package io.serialtck.report.podium;

import static io.serialtck.tck.text.HtmlText.escape;

/**
 * The podium on the page, first after the header: the same table as {@code matrix.md}'s ({@link
 * PodiumMarkdown}), each configuration's combined rank, its rank in each dimension with the figure
 * it comes from, and its verdict line.
 */
public final class PodiumHtml {

  /** The section's element id. */
  static final String ID = "podium";

  private PodiumHtml() {}

  /** The section of a podium. */
  public static String render(Podium podium) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"").append(ID).append("\">\n<h2>Podium</h2>\n");
    if (podium.isEmpty()) {
      return html.append("<p>Nothing to rank: the run has no cells.</p>\n</section>\n").toString();
    }
    html.append("<p>")
        .append(escape(PodiumMarkdown.rules(podium).replace("`", "")))
        .append("</p>\n<table class=\"podium\">\n<thead><tr><th>rank</th><th>configuration</th>");
    podium.dimensions().forEach(d -> html.append("<th>").append(escape(d.title())).append("</th>"));
    html.append("<th>verdict</th></tr></thead>\n<tbody>\n");
    for (PodiumEntry entry : podium.entries()) {
      html.append("<tr><td class=\"num\" title=\"mean rank ")
          .append(escape(entry.meanRankText()))
          .append("\">")
          .append(entry.rank())
          .append("</td><th scope=\"row\">")
          .append(escape(entry.configuration()))
          .append("</th>");
      for (Dimension dimension : podium.dimensions()) {
        html.append("<td class=\"num\">")
            .append(escape(entry.place(dimension).orElseThrow().text()))
            .append("</td>");
      }
      html.append("<td class=\"verdict\">")
          .append(escape(entry.verdict().replace("`", "")))
          .append("</td></tr>\n");
    }
    return html.append("</tbody>\n</table>\n</section>\n").toString();
  }
}
