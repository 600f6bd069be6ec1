package io.serialtck.report;

import io.serialtck.report.podium.Podium;
import io.serialtck.report.podium.PodiumMarkdown;
import io.serialtck.report.race.RaceMarkdown;
import io.serialtck.report.security.ConfigurationSecurity;
import io.serialtck.report.security.SecurityMarkdown;
import io.serialtck.report.security.SecurityTables;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.results.IncompleteRun;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ComparisonGroups;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.GroupScore;
import io.serialtck.tck.score.ScoreText;
import io.serialtck.tck.score.ScoredGroup;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Renders {@code results.json} as GitHub-flavoured Markdown that stays readable there: {@code
 * matrix.md} holds the podium ({@link PodiumMarkdown}), the scores of each configuration and its
 * points per flexibility group, how to read the outcomes, the configurations with their exact
 * set-up and a link to each one's file; {@code matrix/<configuration>.md} ({@link
 * ConfigurationMarkdown}) holds every cell of that configuration with its evidence, and {@code
 * matrix/speed-and-size.md} the race's per-payload tables ({@link RaceMarkdown}) when there is a
 * race or a weighing, and {@code matrix/security.md} the security tables ({@link SecurityMarkdown})
 * when the run has {@code hostile} cells. Links are relative, so they work on GitHub and in a local
 * folder.
 */
public final class MarkdownReport {

  /** The main file. */
  public static final String MAIN_FILE = "matrix.md";

  /** The folder beside {@link #MAIN_FILE} that holds the files it links to. */
  public static final String DETAIL_FOLDER = "matrix";

  /** The per-payload speed and size tables, relative to the report folder. */
  public static final String SPEED_AND_SIZE_FILE = DETAIL_FOLDER + "/speed-and-size.md";

  /** The security tables and advice, relative to the report folder. */
  public static final String SECURITY_FILE = DETAIL_FOLDER + "/security.md";

  private MarkdownReport() {}

  /** {@code matrix.md} alone. */
  public static String render(ResultsDocument results) {
    return render(results, Optional.empty());
  }

  /** {@code matrix.md} alone, with the race's dimensions on the podium when there is one. */
  public static String render(ResultsDocument results, Optional<RaceDocument> race) {
    StringBuilder md = new StringBuilder();
    md.append(
        results.comparesReleases()
            ? "# SerialTCK release comparison\n\n"
            : "# SerialTCK matrix\n\n");
    md.append("Run started ")
        .append(results.run().startedAt())
        .append(" on JDK ")
        .append(results.run().jdk())
        .append(", seed ")
        .append(results.run().seed())
        .append(", ")
        .append(results.run().durationMs())
        .append(" ms: ")
        .append(results.configurations().size())
        .append(" configurations, ")
        .append(results.cells().size())
        .append(" cells.\n\n");
    if (results.run().incomplete()) {
      md.append("> **").append(IncompleteRun.notice(results)).append("**\n\n");
    }
    if (results.comparesReleases()) {
      ReleaseMarkdown.render(md, results);
    } else {
      md.append(PodiumMarkdown.render(Podium.of(results, race)));
      scores(md, results);
      groups(md, results);
    }
    reading(md);
    configurations(md, results);
    md.append(SecurityMarkdown.summary(SecurityTables.of(results), SECURITY_FILE));
    race.ifPresent(document -> speedAndSize(md, document));
    return md.toString();
  }

  /**
   * Every Markdown file of the report, by path relative to the report folder: {@link #MAIN_FILE},
   * one {@link #detailFile} per configuration, {@link #SPEED_AND_SIZE_FILE} when there is a race or
   * a weighing, and {@link #SECURITY_FILE} when the run has {@code hostile} cells.
   */
  public static Map<String, String> files(ResultsDocument results, Optional<RaceDocument> race) {
    Map<String, String> files = new LinkedHashMap<>();
    files.put(MAIN_FILE, render(results, race));
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      files.put(
          detailFile(configuration.id()), ConfigurationMarkdown.render(results, configuration));
    }
    race.ifPresent(
        document ->
            files.put(
                SPEED_AND_SIZE_FILE,
                "# SerialTCK speed and size\n\n[Back to the matrix](../"
                    + MAIN_FILE
                    + ")\n\n"
                    + RaceMarkdown.render(document)));
    List<ConfigurationSecurity> security = SecurityTables.of(results);
    if (!security.isEmpty()) {
      files.put(SECURITY_FILE, SecurityMarkdown.file(security, "../" + MAIN_FILE));
    }
    return files;
  }

  /**
   * The file of a configuration's cells, relative to the report folder: {@code matrix/<id>.md},
   * with any character other than a letter, digit, dot, dash or underscore replaced by an
   * underscore.
   */
  public static String detailFile(String configurationId) {
    return DETAIL_FOLDER + "/" + configurationId.replaceAll("[^A-Za-z0-9._-]", "_") + ".md";
  }

  private static void reading(StringBuilder md) {
    md.append("## How to read it\n\n")
        .append("A cell is one configuration, one scenario, one direction. `roundtrip`: the same")
        .append(" class writes and reads (flexibility criteria, properties). `backward`: the new")
        .append(" version of a class reads what the old one wrote (an upgraded reader, stored")
        .append(" data); `forward`: the old version reads what the new one wrote (a reader not yet")
        .append(" upgraded). Outcomes, best to worst: ")
        .append(
            Arrays.stream(Outcome.values())
                .map(outcome -> "`" + outcome + "`")
                .collect(Collectors.joining(", ")))
        .append(". Safe: PASS (the data arrived) or REJECTED (the reader said no); silently")
        .append(" wrong: LOSSY, CORRUPTED, ILL_TYPED (wrong data, and no error said so). What each")
        .append(" outcome means: docs/outcomes.md. Every cell, with its evidence, is in its")
        .append(" configuration's file, linked from the table below.\n\n");
  }

  private static void speedAndSize(StringBuilder md, RaceDocument race) {
    md.append("## Speed and size\n\n")
        .append("The podium's race and weighing columns sum the payloads up; each payload's")
        .append(" times, allocations and sizes, configuration by configuration: [")
        .append(SPEED_AND_SIZE_FILE)
        .append("](")
        .append(SPEED_AND_SIZE_FILE)
        .append(").\n\n");
  }

  private static void configurations(StringBuilder md, ResultsDocument results) {
    md.append(
        "## Configurations\n\n| id | library | version | configuration | cells |\n|---|---|---|---|---|\n");
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `")
          .append(c.id())
          .append("` | ")
          .append(MarkdownText.tableCell(c.library()))
          .append(" | ")
          .append(MarkdownText.tableCell(c.version()))
          .append(" | ")
          .append(MarkdownText.tableCell(c.description()))
          .append(" | [")
          .append(detailFile(c.id()))
          .append("](")
          .append(detailFile(c.id()))
          .append(") |\n");
    }
    md.append('\n');
  }

  private static void scores(StringBuilder md, ResultsDocument results) {
    Set<String> categories = new LinkedHashSet<>();
    results.scores().forEach(score -> categories.addAll(score.outcomes().keySet()));
    md.append("## Scores\n\n")
        .append("Comparison: points out of the ")
        .append(ComparisonGroups.COUNT)
        .append(
            " groups below (flexibility criteria and evolution kinds; 1 when every cell of a group passes, 0.5 when some do), out of the")
        .append(" groups that ran. Evolution: the share of PASS among the measured evolution cells")
        .append(
            " (both directions and class styles, value sweeps included; cells that say nothing, such as NO_ROUND_TRIP, are")
        .append(" not measured, and a configuration with no measured cell reads \"not measured\",")
        .append(" not 0%). What the measured cells did: safe (PASS or REJECTED), silently wrong")
        .append(" (LOSSY, CORRUPTED, ILL_TYPED), altered, crashed. Silently wrong counts the cells")
        .append(" of every category. Harness errors are left out of the scores. How each number is")
        .append(" computed: docs/scores.md; what each outcome means: docs/outcomes.md.\n\n");
    md.append(
        "| configuration | version | comparison | evolution | evolution cells | silently wrong |"
            + " ALTERED |");
    categories.forEach(category -> md.append(' ').append(category).append(" outcomes |"));
    md.append("\n|---|---|---:|---:|---|---:|---:|")
        .append("---|".repeat(categories.size()))
        .append('\n');
    for (ResultsDocument.Configuration c : results.configurations()) {
      md.append("| `")
          .append(c.id())
          .append("` | ")
          .append(MarkdownText.tableCell(c.version()))
          .append(" |");
      Optional<ConfigurationScore> found = score(results, c.id());
      if (found.isEmpty()) {
        md.append(" no cells |".repeat(5 + categories.size())).append('\n');
        continue;
      }
      ConfigurationScore score = found.get();
      md.append(' ')
          .append(ScoreText.comparison(score))
          .append(" | ")
          .append(ScoreText.evolution(score))
          .append(" | ")
          .append(ScoreText.evolutionSafety(score))
          .append(" | ")
          .append(ScoreText.silentlyWrong(score))
          .append(" | ")
          .append(score.altered())
          .append(" |");
      for (String category : categories) {
        Map<Outcome, Integer> counts = score.outcomes().getOrDefault(category, Map.of());
        md.append(' ').append(counts(counts)).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    String harnessErrors =
        results.scores().stream()
            .filter(score -> score.harnessErrors() > 0)
            .map(score -> "`" + score.configuration() + "` " + score.harnessErrors())
            .collect(Collectors.joining(", "));
    if (!harnessErrors.isEmpty()) {
      md.append("Harness errors, left out of the scores: ").append(harnessErrors).append(".\n\n");
    }
  }

  /** Non-zero counts, best outcome first: {@code 12 PASS, 1 CORRUPTED}. */
  private static String counts(Map<Outcome, Integer> counts) {
    return counts.entrySet().stream()
        .filter(e -> e.getValue() > 0)
        .map(e -> e.getValue() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }

  private static void groups(StringBuilder md, ResultsDocument results) {
    md.append("## Comparison groups\n\n")
        .append("Points per group, with passed / total cells; the members of each group are")
        .append(" listed in docs/scores.md.\n\n| group |");
    List<ConfigurationScore> scores = results.scores();
    scores.forEach(score -> md.append(" `").append(score.configuration()).append("` |"));
    md.append("\n|---|").append("---:|".repeat(scores.size())).append('\n');
    for (ScoredGroup group : ComparisonGroups.all()) {
      md.append("| ")
          .append(MarkdownText.tableCell(group.title()))
          .append(" (`")
          .append(group.id())
          .append("`) |");
      for (ConfigurationScore score : scores) {
        md.append(' ').append(groupCell(score, group.id())).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    for (ConfigurationScore score : scores) {
      if (!score.ungroupedScenarios().isEmpty()) {
        md.append("Cells of `")
            .append(score.configuration())
            .append("` that no group scores: ")
            .append(
                score.ungroupedScenarios().stream()
                    .map(id -> "`" + id + "`")
                    .collect(Collectors.joining(", ")))
            .append(".\n\n");
      }
    }
  }

  private static String groupCell(ConfigurationScore score, String groupId) {
    return score.groups().stream()
        .filter(group -> group.group().equals(groupId))
        .findFirst()
        .map(
            (GroupScore group) ->
                group.wasRun()
                    ? ScoreText.group(group)
                        + " ("
                        + group.passedCells()
                        + "/"
                        + group.totalCells()
                        + ")"
                    : "not run")
        .orElse("not run");
  }

  private static Optional<ConfigurationScore> score(ResultsDocument results, String id) {
    return results.scores().stream().filter(s -> s.configuration().equals(id)).findFirst();
  }
}
