package io.serialtck.report;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;

/**
 * The head of {@code matrix.md} for a comparison of a team's releases, in place of the podium and
 * the scores ({@link ReleaseMarkdown}).
 */
final class ReleaseSection implements ReportSection {

  @Override
  public boolean isIn(Report report) {
    return report.results().comparesReleases();
  }

  @Override
  public String markdown(Report report) {
    StringBuilder md = new StringBuilder();
    ReleaseMarkdown.render(md, report.results());
    return md.toString();
  }
}
