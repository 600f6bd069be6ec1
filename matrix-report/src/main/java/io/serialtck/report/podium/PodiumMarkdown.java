package io.serialtck.report.podium;

import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.stream.Collectors;

/** The podium as a Markdown section: what it ranks on, then one row per configuration. */
public final class PodiumMarkdown {

  /** The podium ranks this run's measurements only; the reference race is a view's. */
  static final String REFERENCE =
      "The podium ranks this run's own measurements: the view \"Speed first\" below shows the"
          + " reference race, a stored measurement. ";

  private PodiumMarkdown() {}

  public static String render(Podium podium) {
    StringBuilder md = new StringBuilder("## Podium\n\n");
    if (podium.isEmpty()) {
      return md.append("Nothing to rank: the run has no cells.\n\n").toString();
    }
    md.append(PodiumMarkdown.rules(podium)).append("\n\n");
    md.append("| rank | configuration |");
    podium.dimensions().forEach(d -> md.append(' ').append(d.title()).append(" |"));
    md.append(" verdict |\n|---:|---|")
        .append("---:|".repeat(podium.dimensions().size()))
        .append("---|\n");
    for (PodiumEntry entry : podium.entries()) {
      md.append("| ")
          .append(entry.rank())
          .append(" (")
          .append(entry.meanRankText())
          .append(") | `")
          .append(entry.configuration())
          .append("` |");
      for (Dimension dimension : podium.dimensions()) {
        md.append(' ')
            .append(MarkdownText.tableCell(entry.place(dimension).orElseThrow().text()))
            .append(" |");
      }
      md.append(' ').append(MarkdownText.tableCell(entry.verdict())).append(" |\n");
    }
    return md.append('\n').toString();
  }

  /** What the podium ranks on, in a paragraph. */
  public static String rules(Podium podium) {
    StringBuilder text =
        new StringBuilder(
            "Each configuration's rank in each dimension (the figure it comes from in brackets),"
                + " then the combined rank: the mean of its ranks (in brackets) over the dimensions"
                + " below, each weighing the same, ties broken by evolution, flexibility,"
                + " race and weighing. ");
    List<Dimension> dimensions = podium.dimensions();
    if (dimensions.contains(Dimension.RACE)) {
      text.append("Race: the full race's tier (configurations in one tier share a rank; the")
          .append(" race cannot tell them apart), from the geometric mean of serialize +")
          .append(" deserialize time over the hand-written baseline's on ")
          .append(payloads(podium.racePayloads()))
          .append(", paired by round, with its 95% interval; fewer payloads timed ranks lower. ");
    } else if (!podium.speedNote().isEmpty()) {
      text.append("No race dimension. ").append(podium.speedNote()).append(' ');
      text.append(hasViews(dimensions) ? REFERENCE : "");
    } else {
      text.append("No race: `./serialtck race` adds the race dimension. ");
      text.append(hasViews(dimensions) ? REFERENCE : "");
    }
    if (dimensions.contains(Dimension.WEIGHING)) {
      text.append("Weighing: geometric mean of the bytes written (Deflate bytes break ties) on ")
          .append(payloads(podium.weighingPayloads()))
          .append("; fewer payloads read back intact ranks lower. ");
    }
    if (dimensions.contains(Dimension.FLEXIBILITY) || dimensions.contains(Dimension.EVOLUTION)) {
      text.append("Flexibility: share of PASS among the flexibility cells. Evolution: the share")
          .append(" of measured evolution cells read back intact (PASS) less ")
          .append(CellCounts.SILENT_WEIGHT)
          .append(" times the share read silently wrong (")
          .append(Outcome.Trait.SILENTLY_WRONG.names(", "))
          .append("), the rule of the view \"My classes will evolve\": a rejected read is safe")
          .append(" but keeps no data, so it counts for nothing.");
    } else {
      text.append("No matrix run in this folder: flexibility and evolution need one")
          .append(" (`./serialtck run`).");
    }
    text.append(" Not ranked in a dimension (not timed, no cell) places last in it.")
        .append(" The rules, and those of the verdicts: docs/podium.md.");
    return text.toString();
  }

  private static String payloads(List<String> payloads) {
    return payloads.stream().map(p -> "`" + p + "`").collect(Collectors.joining(", "));
  }

  /** A run's podium sits above the views per need; a race's page (race.html) has none. */
  private static boolean hasViews(List<Dimension> dimensions) {
    return dimensions.contains(Dimension.FLEXIBILITY) || dimensions.contains(Dimension.EVOLUTION);
  }
}
