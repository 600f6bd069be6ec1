package io.serialtck.report.html;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;

/** The page's legend of the marks ({@link Legend}), before the filters. */
public final class LegendSection implements ReportSection {

  @Override
  public String html(Report report) {
    return Legend.render();
  }
}
