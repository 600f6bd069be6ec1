package io.serialtck.report.html;

import static io.serialtck.report.html.HtmlText.escape;

import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.ScoreText;
import java.util.Optional;

/**
 * The scores of each configuration, written as {@link ScoreText} writes them, so that the page, the
 * Markdown report and the terminal agree.
 */
final class ScoresTable {

  private ScoresTable() {}

  static String render(ResultsDocument results) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"scores\">\n<h2>Scores</h2>\n")
        .append("<p>Flexibility: points out of the flexibility groups that ran (1 when every cell")
        .append(" of a group passes, 0.5 when some do). Evolution: the share of PASS among")
        .append(" evolution cells, both directions. CORRUPTED and LOSSY count the cells of every")
        .append(" category. Harness errors are left out of the scores.</p>\n")
        .append("<table class=\"scores\">\n<thead><tr><th>configuration</th><th>version</th>")
        .append("<th>flexibility</th><th>evolution</th><th>CORRUPTED</th><th>LOSSY</th>")
        .append("<th>harness errors</th></tr></thead>\n<tbody>\n");
    for (Configuration configuration : results.configurations()) {
      html.append("<tr><th scope=\"row\" title=\"")
          .append(escape(configuration.description()))
          .append("\">")
          .append(escape(configuration.id()))
          .append("</th><td>")
          .append(escape(configuration.version()))
          .append("</td>");
      Optional<ConfigurationScore> score = score(results, configuration.id());
      if (score.isEmpty()) {
        html.append("<td colspan=\"5\">no cells</td></tr>\n");
        continue;
      }
      ConfigurationScore s = score.get();
      cell(html, ScoreText.flexibility(s), false);
      cell(html, ScoreText.evolution(s), false);
      cell(html, String.valueOf(s.corrupted()), s.corrupted() > 0);
      cell(html, String.valueOf(s.lossy()), s.lossy() > 0);
      cell(html, String.valueOf(s.harnessErrors()), s.harnessErrors() > 0);
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n</section>\n");
    return html.toString();
  }

  private static void cell(StringBuilder html, String text, boolean alarming) {
    html.append(alarming ? "<td class=\"num alarming\">" : "<td class=\"num\">")
        .append(escape(text))
        .append("</td>");
  }

  private static Optional<ConfigurationScore> score(ResultsDocument results, String id) {
    return results.scores().stream().filter(s -> s.configuration().equals(id)).findFirst();
  }
}
