package io.serialtck.report;

import io.serialtck.report.race.RaceMarkdown;
import io.serialtck.report.race.RaceSection;
import io.serialtck.report.section.HeaderLink;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import java.util.Map;
import java.util.Optional;

/**
 * The speed and size section, for a run with a race or a weighing: on the page its tables and
 * charts ({@link RaceSection}), in {@code matrix.md} a link to {@link #FILE}, which holds each
 * payload's tables ({@link RaceMarkdown}). The podium sums it up in every format.
 */
public final class SpeedAndSizeSection implements ReportSection {

  /** The per-payload speed and size tables, relative to the report folder. */
  public static final String FILE = MarkdownLayout.file("speed-and-size.md");

  @Override
  public boolean isIn(Report report) {
    return report.race().isPresent();
  }

  @Override
  public Optional<HeaderLink> headerLink() {
    return Optional.of(new HeaderLink(RaceSection.ID, "Speed and size"));
  }

  @Override
  public String html(Report report) {
    return RaceSection.render(report.race().orElseThrow());
  }

  @Override
  public String markdown(Report report) {
    return "## Speed and size\n\n"
        + "The podium's race and weighing columns sum the payloads up; each payload's"
        + " times, allocations and sizes, configuration by configuration: ["
        + FILE
        + "]("
        + FILE
        + ").\n\n";
  }

  @Override
  public Map<String, String> markdownFiles(Report report) {
    return Map.of(
        FILE,
        "# SerialTCK speed and size\n\n[Back to the matrix]("
            + MarkdownLayout.BACK_TO_MAIN
            + ")\n\n"
            + RaceMarkdown.render(report.race().orElseThrow()));
  }
}
