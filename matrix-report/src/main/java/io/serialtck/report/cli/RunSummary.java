package io.serialtck.report.cli;

import io.serialtck.report.MarkdownReport;
import io.serialtck.report.podium.Podium;
import io.serialtck.report.podium.PodiumEntry;
import io.serialtck.report.security.ConfigurationSecurity;
import io.serialtck.report.security.SecurityTables;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.ScoreText;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The end-of-run summary: per configuration its comparison score, evolution score and CORRUPTED
 * cells (from {@code results.json}'s scores) and its outcome counts, then the podium (ranks per
 * configuration, on the run's own numbers: its weighing, flexibility and evolution safety; {@code
 * matrix.md} adds the race when the folder holds one, and the verdict lines), then, when the run
 * has {@code hostile} cells, each configuration's worst outcomes there (its advice is in {@code
 * matrix/security.md}), then where the time went. Each line fits a terminal: the long texts are in
 * the reports.
 */
final class RunSummary {

  private final ResultsDocument results;

  RunSummary(ResultsDocument results) {
    this.results = results;
  }

  void print(PrintStream out) {
    out.println();
    out.println("Scores per configuration (docs/scores.md; every outcome count is in matrix.md):");
    List<String[]> rows = new ArrayList<>();
    rows.add(
        new String[] {
          "configuration", "version", "comparison", "evolution", "evolution cells", "silently wrong"
        });
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      ConfigurationScore score =
          results.scores().stream()
              .filter(s -> s.configuration().equals(configuration.id()))
              .findFirst()
              .orElse(null);
      rows.add(
          new String[] {
            configuration.id(),
            configuration.version(),
            score == null ? "no cells" : ScoreText.comparison(score),
            score == null ? "no cells" : ScoreText.evolution(score),
            score == null ? "no cells" : ScoreText.evolutionSafety(score),
            score == null ? "0" : ScoreText.silentlyWrong(score)
          });
    }
    printColumns(out, rows);
    printPodium(out, Podium.of(results, Optional.empty()));
    printSecurity(out);
    out.println();
    ResultsDocument.Timing timing = results.timing();
    out.printf(
        "Timing: %d classes generated in %d ms (first %d ms, then %s classes/s); run %d ms%n",
        timing.classesGenerated(),
        timing.generationMillis(),
        timing.firstClassMillis(),
        timing.classesPerSecond() == 0 ? "n/a" : String.valueOf(timing.classesPerSecond()),
        results.run().durationMs());
    TimingTable.print(out, results);
  }

  private void printSecurity(PrintStream out) {
    List<ConfigurationSecurity> security = SecurityTables.of(results);
    if (security.isEmpty()) {
      return;
    }
    out.println();
    out.println(
        "Hostile input, worst outcomes (what to set before reading untrusted bytes: "
            + MarkdownReport.SECURITY_FILE
            + "):");
    List<String[]> rows = new ArrayList<>();
    rows.add(
        new String[] {
          "configuration", "unasked-for classes", "at secure settings", "malformed input"
        });
    security.forEach(
        table ->
            rows.add(
                new String[] {
                  table.configuration().id(),
                  ConfigurationSecurity.text(table.worstCanary()),
                  ConfigurationSecurity.text(table.worstSecureCanary()),
                  ConfigurationSecurity.text(table.worstMalformed())
                }));
    printColumns(out, rows);
  }

  /** The podium of a run with the race that followed it. */
  static void printPodium(PrintStream out, ResultsDocument results, RaceDocument race) {
    out.println();
    Podium podium = Podium.of(results, Optional.of(race));
    out.println(
        podium.speedNote().isEmpty()
            ? "With the race's tiers:"
            : "After the race (no race dimension: " + podium.speedNote() + ")");
    printPodium(out, podium);
  }

  /**
   * The podium's ranks, one short row per configuration; the verdict lines, as wide as a paragraph,
   * are in {@code matrix.md} and {@code index.html}.
   */
  private static void printPodium(PrintStream out, Podium podium) {
    if (podium.isEmpty()) {
      return;
    }
    out.println();
    out.println(
        "Podium: mean rank over the dimensions (docs/podium.md); each configuration's verdict is"
            + " in matrix.md and index.html:");
    List<String[]> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("rank", "configuration"));
    podium.dimensions().forEach(dimension -> header.add(dimension.title()));
    rows.add(header.toArray(String[]::new));
    for (PodiumEntry entry : podium.entries()) {
      List<String> row = new ArrayList<>();
      row.add(entry.rank() + " (" + entry.meanRankText() + ")");
      row.add(entry.configuration());
      podium.dimensions().forEach(d -> row.add(entry.place(d).orElseThrow().text()));
      rows.add(row.toArray(String[]::new));
    }
    printColumns(out, rows);
  }

  /** Left-aligned columns two spaces apart, each as wide as its widest entry. */
  private static void printColumns(PrintStream out, List<String[]> rows) {
    int columns = rows.get(0).length;
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int i = 0; i < columns; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < columns; i++) {
        line.append("  ").append(i == columns - 1 ? row[i] : pad(row[i], widths[i]));
      }
      out.println(line.toString().stripTrailing());
    }
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(width - text.length());
  }
}
