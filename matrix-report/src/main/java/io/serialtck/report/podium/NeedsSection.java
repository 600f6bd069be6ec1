package io.serialtck.report.podium;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.tck.results.ResultsDocument;
import java.util.List;
import java.util.Optional;

/**
 * The views per need, right after the podium: "my classes will evolve", "untrusted input", "JSON
 * that other programs read" and "speed first", each a short table of its own rule ({@link
 * NeedView}). The podium weighs every dimension alike; a chooser with one need reads its view. A
 * comparison of a team's releases has none.
 */
public final class NeedsSection implements ReportSection {

  @Override
  public boolean isIn(Report report) {
    return !report.results().comparesReleases();
  }

  @Override
  public String html(Report report) {
    return NeedsHtml.render(views(report.results(), report.race(), ReferenceRace.bundled()));
  }

  @Override
  public String markdown(Report report) {
    return NeedsMarkdown.render(views(report.results(), report.race(), ReferenceRace.bundled()));
  }

  /**
   * The views of a run and, when the folder holds one, its race; in the order they are shown.
   * Without a full race, speed first shows the {@code reference} race, labelled as such.
   */
  public static List<NeedView> views(
      ResultsDocument results, Optional<RaceDocument> race, Optional<ReferenceRace> reference) {
    RunCells run = RunCells.of(results);
    return List.of(
        EvolvingClassesView.of(run.byConfiguration()),
        UntrustedInputView.of(run.byConfiguration()),
        JsonInteropView.of(run.byConfiguration()),
        SpeedFirstView.of(run.configurations(), race, reference));
  }

  /** The paragraph under the section's heading. */
  static String intro() {
    return "What to read for one need. Each view is computed from this run's cells, ordered by the"
        + " rule above its table, and says in its first column how much of each configuration"
        + " was measured. The podium above weighs its dimensions alike; these views do not.";
  }
}
