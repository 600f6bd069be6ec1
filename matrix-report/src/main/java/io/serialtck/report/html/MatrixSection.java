package io.serialtck.report.html;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import java.util.Locale;

/**
 * The matrix on the page: how to read its rows and columns, the directions, and the table ({@link
 * MatrixTable}) without its rows, hidden behind a button that loads them from {@link IndexData}'s
 * folder. The Markdown report holds the same cells in one file per configuration.
 */
public final class MatrixSection implements ReportSection {

  @Override
  public String html(Report report) {
    return "<section id=\"matrix-section\">\n<h2>Matrix</h2>\n"
        + "<p>Rows: scenario › direction, grouped by category, evolution rows by the kind"
        + " of change; each says what changes and when a cell passes, and its scenario"
        + " links to the kit's documentation (<code>docs/</code> beside this page)."
        + " Columns: configurations, set up as <a href=\"#configurations\">listed</a>."
        + " Click a cell, or move to it with Tab and the arrow keys and press Enter, for"
        + " its detail and its own link; Escape closes it.</p>\n"
        + Directions.definitions()
        + "<p class=\"matrix-load\"><button type=\"button\" id=\"matrix-load\">"
        + loadLabel(IndexData.of(report).cells())
        + "</button> <span id=\"matrix-status\" aria-live=\"polite\"></span></p>\n"
        + "<div class=\"matrix-scroll\" hidden>\n"
        + MatrixTable.skeleton(Matrix.of(report))
        + "</div>\n</section>\n";
  }

  /** {@code Show the matrix (23,658 cells)}. */
  static String loadLabel(int cells) {
    return String.format(
        Locale.ROOT, "Show the matrix (%,d %s)", cells, cells == 1 ? "cell" : "cells");
  }
}
