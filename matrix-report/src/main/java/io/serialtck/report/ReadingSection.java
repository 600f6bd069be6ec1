package io.serialtck.report;

import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import io.serialtck.verdict.Outcome;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * How to read {@code matrix.md}: cells, directions, the outcomes best to worst and where their
 * meanings are. The page has its legend instead ({@code html.LegendSection}).
 */
final class ReadingSection implements ReportSection {

  @Override
  public String markdown(Report report) {
    StringBuilder md = new StringBuilder();
    reading(md);
    return md.toString();
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
        .append(" wrong: ")
        .append(Outcome.Trait.SILENTLY_WRONG.names(", "))
        .append(" (wrong data, and no error said so). What each")
        .append(" outcome means: docs/outcomes.md. Every cell, with its evidence, is in its")
        .append(" configuration's file, linked from the table below.\n\n");
  }
}
