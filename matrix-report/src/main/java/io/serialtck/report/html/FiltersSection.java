package io.serialtck.report.html;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;

/** The page's filters by category and outcome and its column picker ({@link FilterBar}). */
public final class FiltersSection implements ReportSection {

  @Override
  public String html(Report report) {
    return FilterBar.render(Matrix.of(report));
  }
}
