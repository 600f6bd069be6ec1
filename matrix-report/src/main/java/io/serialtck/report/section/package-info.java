/**
 * What a report section is ({@link io.serialtck.report.section.ReportSection}), what it is rendered
 * from ({@link io.serialtck.report.section.Report}), and what every format's renderer shares: the
 * Markdown report's file layout and the terminal's tables. The sections themselves live beside the
 * renderers of their content; {@code io.serialtck.report.ReportSections} lists them in order.
 */
package io.serialtck.report.section;
