package io.serialtck.report;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.html.FiltersSection;
import io.serialtck.report.html.LegendSection;
import io.serialtck.report.html.MatrixSection;
import io.serialtck.report.podium.NeedsSection;
import io.serialtck.report.podium.PodiumSection;
import io.serialtck.report.promise.PromisesSection;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.report.security.SecuritySection;
import io.serialtck.tck.results.ResultsDocument;
import java.util.List;
import java.util.Optional;

/**
 * Every section a run's reports can have, in their order in every format: {@code index.html}
 * ({@link io.serialtck.report.html.HtmlReport}), {@code matrix.md} and its files ({@link
 * MarkdownReport}) and the summary on the terminal go over this list, and each section says whether
 * the run has it and what it writes in each. A new section is a {@link ReportSection} and its line
 * here.
 */
public final class ReportSections {

  private static final List<ReportSection> ALL =
      List.of(
          new ReleaseSection(),
          new PodiumSection(),
          new NeedsSection(),
          new UpgradesSection(),
          new ScoresSection(),
          new ReadingSection(),
          new ConfigurationsSection(),
          new LegendSection(),
          new FiltersSection(),
          new MatrixSection(),
          new SpeedAndSizeSection(),
          new SecuritySection(),
          new PromisesSection());

  private ReportSections() {}

  /** Every section, in order. */
  public static List<ReportSection> all() {
    return ALL;
  }

  /** The report of a run, with its race or weighing when there is one. */
  public static Report of(ResultsDocument results, Optional<RaceDocument> race) {
    return new Report(results, race, ALL);
  }

  /** The report of a run without a race. */
  public static Report of(ResultsDocument results) {
    return of(results, Optional.empty());
  }
}
