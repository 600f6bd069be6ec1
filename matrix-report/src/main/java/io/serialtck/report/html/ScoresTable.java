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
        .append(
            "<p>Comparison: points out of the 20 groups of the comparison (flexibility criteria and")
        .append(
            " evolution kinds) that ran (1 when every cell of a group passes, 0.5 when some do). Evolution: the share of PASS among the")
        .append(
            " measured evolution cells (cells that say nothing, such as NO_ROUND_TRIP, are not measured; none measured")
        .append(" reads \"not measured\", not 0%), and what the measured cells did: safe (PASS or")
        .append(" REJECTED), silently wrong (LOSSY, CORRUPTED, ILL_TYPED), altered, crashed.")
        .append(" Silently wrong and ALTERED count the cells of every category. Harness errors are")
        .append(" left out of the scores.</p>\n")
        .append("<table class=\"scores\">\n<thead><tr><th>configuration</th><th>version</th>")
        .append("<th>comparison</th><th>evolution</th><th>evolution cells</th>")
        .append("<th>silently wrong</th><th>ALTERED</th>")
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
        html.append("<td colspan=\"6\">no cells</td></tr>\n");
        continue;
      }
      ConfigurationScore s = score.get();
      cell(html, ScoreText.comparison(s), false);
      cell(html, ScoreText.evolution(s), false);
      cell(html, ScoreText.evolutionSafety(s), s.evolutionSilentlyWrong() > 0);
      cell(html, ScoreText.silentlyWrong(s), s.silentlyWrong() > 0);
      cell(html, String.valueOf(s.altered()), false);
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
