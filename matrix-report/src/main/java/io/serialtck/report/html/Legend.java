package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

/** What each mark of the matrix means. */
final class Legend {

  private Legend() {}

  static String render() {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"legend\">\n<h2>Legend</h2>\n<ul class=\"legend\">\n");
    for (CellMark mark : CellMark.all()) {
      html.append("<li><span class=\"mark ")
          .append(mark.cssClass())
          .append("\">")
          .append(escape(mark.code()))
          .append("</span> <b>")
          .append(escape(mark.label()))
          .append("</b> ")
          .append(escape(mark.meaning()))
          .append("</li>\n");
    }
    html.append("</ul>\n</section>\n");
    return html.toString();
  }
}
