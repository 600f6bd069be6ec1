package io.serialtck.report.podium;

import static io.serialtck.tck.text.HtmlText.escape;
import static io.serialtck.tck.text.HtmlText.withCode;

import java.util.List;

/** The views per need on the page, after the podium: the same tables as {@code matrix.md}'s. */
final class NeedsHtml {

  /** The section's element id. */
  static final String ID = "needs";

  private NeedsHtml() {}

  static String render(List<NeedView> views) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"").append(ID).append("\">\n<h2>Views per need</h2>\n");
    html.append("<p>").append(escape(NeedsSection.intro())).append("</p>\n");
    for (NeedView view : views) {
      html.append("<h3 id=\"")
          .append(escape(view.id()))
          .append("\">")
          .append(escape(view.title()))
          .append("</h3>\n<p>")
          .append(withCode(view.rule()))
          .append("</p>\n");
      if (!view.rows().isEmpty()) {
        html.append("<table class=\"podium\">\n<thead><tr><th>#</th><th>configuration</th>");
        view.columns().forEach(c -> html.append("<th>").append(escape(c)).append("</th>"));
        html.append("<th>why</th></tr></thead>\n<tbody>\n");
        int place = 0;
        for (NeedView.Row row : view.rows()) {
          html.append("<tr><td class=\"num\">")
              .append(++place)
              .append("</td><th scope=\"row\">")
              .append(escape(row.configuration()))
              .append("</th>");
          row.figures()
              .forEach(f -> html.append("<td class=\"num\">").append(escape(f)).append("</td>"));
          html.append("<td class=\"verdict\">")
              .append(withCode(row.reason()))
              .append("</td></tr>\n");
        }
        html.append("</tbody>\n</table>\n");
      }
      if (!view.note().isEmpty()) {
        html.append("<p>").append(withCode(view.note())).append("</p>\n");
      }
    }
    return html.append("</section>\n").toString();
  }
}
