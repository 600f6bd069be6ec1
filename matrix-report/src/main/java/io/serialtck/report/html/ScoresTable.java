package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.ScoreText;
import io.serialtck.verdict.Outcome.Trait;
import java.util.Optional;

/**
 * The scores of each configuration, written as {@link ScoreText} writes them, so that the page, the
 * Markdown report and the terminal agree. Each column sorts the table by a click on its name, or
 * Enter or Space: every cell carries the number it sorts by ({@code data-sort}), so that {@code
 * 14.5 / 20} sorts as 14.5; the header in effect says so in {@code aria-sort}.
 */
public final class ScoresTable {

  private ScoresTable() {}

  /** The section. */
  public static String render(ResultsDocument results) {
    StringBuilder html = new StringBuilder();
    html.append("<section id=\"scores\">\n<h2>Scores</h2>\n")
        .append(
            "<p>Comparison: points out of the 20 groups of the comparison (flexibility criteria and")
        .append(
            " evolution kinds) that ran (1 when every cell of a group passes, 0.5 when some do). Evolution: the share of PASS among the")
        .append(
            " measured evolution cells (cells that say nothing, such as NO_ROUND_TRIP, are not measured; none measured")
        .append(" reads \"not measured\", not 0%), and what the measured cells did: safe (")
        .append(Trait.SAFE.names(" or "))
        .append("), silently wrong (")
        .append(Trait.SILENTLY_WRONG.names(", "))
        .append("), altered, crashed.")
        .append(" Silently wrong is the count the podium and the views use: the measured evolution")
        .append(" cells read silently wrong, by outcome; those of other categories follow it")
        .append(" (\"+ 2 in other categories\"), and no ranking counts them. ALTERED counts the")
        .append(" cells of every category. Harness errors are")
        .append(" left out of the scores.</p>\n")
        .append("<p>Click a column's name (or press Enter on it) to sort by it, best first;")
        .append(" again to reverse.</p>\n")
        .append("<table class=\"scores sortable\" id=\"scores-table\">\n<thead><tr>");
    header(html, "configuration", "text");
    header(html, "version", "text");
    header(html, "comparison", "high");
    header(html, "evolution", "high");
    header(html, "evolution cells", "high");
    header(html, "silently wrong", "low");
    header(html, "ALTERED", "low");
    header(html, "harness errors", "low");
    html.append("</tr></thead>\n<tbody>\n");
    for (Configuration configuration : results.configurations()) {
      html.append("<tr><th scope=\"row\" data-sort=\"")
          .append(escape(configuration.id()))
          .append("\"><a href=\"#")
          .append(escape(ConfigurationsTable.anchor(configuration.id())))
          .append("\">")
          .append(escape(configuration.id()))
          .append("</a></th><td data-sort=\"")
          .append(escape(configuration.version()))
          .append("\">")
          .append(escape(configuration.version()))
          .append("</td>");
      Optional<ConfigurationScore> score = score(results, configuration.id());
      if (score.isEmpty()) {
        html.append("<td colspan=\"6\">no cells</td></tr>\n");
        continue;
      }
      ConfigurationScore s = score.get();
      cell(html, ScoreText.comparison(s), s.flexibilityWasRun() ? s.comparisonPoints() : -1, false);
      cell(
          html,
          ScoreText.evolution(s),
          s.evolutionScore() == null ? -1 : s.evolutionScore(),
          false);
      cell(
          html,
          ScoreText.evolutionSafety(s),
          s.evolutionMeasured() == 0 ? -1 : (double) s.evolutionSafe() / s.evolutionMeasured(),
          s.evolutionSilentlyWrong() > 0);
      cell(
          html,
          ScoreText.silentlyWrong(s),
          s.evolutionSilentlyWrong(),
          s.evolutionSilentlyWrong() > 0);
      cell(html, String.valueOf(s.altered()), s.altered(), false);
      cell(html, String.valueOf(s.harnessErrors()), s.harnessErrors(), s.harnessErrors() > 0);
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n</section>\n");
    return html.toString();
  }

  /**
   * A column header whose button sorts the table: {@code text} columns alphabetically, {@code high}
   * ones largest first, {@code low} ones smallest first; a second press reverses.
   */
  private static void header(StringBuilder html, String name, String best) {
    html.append("<th scope=\"col\" aria-sort=\"none\" data-best=\"")
        .append(best)
        .append("\"><button type=\"button\" class=\"sort\">")
        .append(escape(name))
        .append("</button></th>");
  }

  /** A number cell; {@code value} is what it sorts by (-1 when there is nothing to measure). */
  private static void cell(StringBuilder html, String text, double value, boolean alarming) {
    html.append(alarming ? "<td class=\"num alarming\"" : "<td class=\"num\"")
        .append(" data-sort=\"")
        .append(value)
        .append("\">")
        .append(escape(text))
        .append("</td>");
  }

  private static Optional<ConfigurationScore> score(ResultsDocument results, String id) {
    return results.scores().stream().filter(s -> s.configuration().equals(id)).findFirst();
  }
}
