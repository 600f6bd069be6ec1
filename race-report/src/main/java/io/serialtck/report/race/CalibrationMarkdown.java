package io.serialtck.report.race;

import io.serialtck.race.engine.Calibration;
import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.CalibrationRow;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.stats.Interval;

/**
 * {@code calibration.md}: each configuration's time through the kit over its plain twin's (or, for
 * a check of the settings, its ratio to the hand-written code under the full race's settings over
 * the same under long ones), over all its payloads and operations, then per payload and operation
 * with both times and B/op.
 */
public final class CalibrationMarkdown {

  private CalibrationMarkdown() {}

  public static String render(CalibrationDocument document) {
    boolean settings = document.checksSettings();
    String kit = settings ? "full" : "kit";
    String twin = settings ? "long" : "twin";
    StringBuilder md =
        new StringBuilder(
            settings
                ? "# SerialTCK: the full race's settings checked\n\n"
                : "# SerialTCK calibration\n\n");
    if (settings) {
      md.append("Each configuration and the hand-written code timed in the same rounds with the")
          .append(" full race's settings (")
          .append(document.settings().describe())
          .append(") and with long JMH settings (")
          .append(RaceMode.LONG.settings().describe())
          .append("), each benchmark in a JVM of its own. A configuration's ratio to the")
          .append(" hand-written code under the full settings over the same ratio under the long")
          .append(" ones is paired by round (full ÷ long), with its 95% interval (a bootstrap over")
          .append(" the rounds, never narrower than Student's t); within ");
    } else {
      md.append(
              "Each configuration raced beside its plain twin: a JMH benchmark of the same library")
          .append(" calls, written as the library's documentation recommends, without the kit's")
          .append(
              " harness (`io.serialtck.race.twin`). The kit's time over the twin's is paired by")
          .append(
              " round, with its 95% interval (a bootstrap over the rounds, never narrower than Student's t); within ");
    }
    md.append(Calibration.TOLERANCE_PERCENT)
        .append("% of 1 is the aim. JDK ")
        .append(document.jdk())
        .append(", ")
        .append(document.machine())
        .append("; started ")
        .append(document.startedAt())
        .append(", took ")
        .append(RaceNumbers.significant(document.minutes()))
        .append(" minutes; seed ")
        .append(document.seed());
    if (document.sizing() != null) {
      md.append(", ").append(document.sizing().rounds()).append(" rounds");
      if (document.sizing().stopped() != null) {
        md.append(" (").append(document.sizing().stopped()).append(")");
      }
    }
    md.append(".\n\n| configuration | " + kit + " ÷ " + twin + " | within ")
        .append(Calibration.TOLERANCE_PERCENT)
        .append("% |\n|---|---:|---|\n");
    for (CalibrationRow row : document.overall()) {
      md.append("| `")
          .append(row.configuration())
          .append("` | ")
          .append(ratio(row.ratio()))
          .append(" | ")
          .append(verdict(row))
          .append(" |\n");
    }
    document
        .notes()
        .forEach(
            (id, note) -> md.append("| `").append(id).append("` | ").append(note).append(" | |\n"));
    md.append("\n## Per payload and operation\n\n")
        .append(
            "| configuration | payload | operation | "
                + kit
                + " ns/op | "
                + twin
                + " ns/op | "
                + (settings ? "full ÷ long (of the ratios to hand-written)" : "kit ÷ twin")
                + " | "
                + kit
                + " B/op | "
                + twin
                + " B/op |\n|---|---|---|---:|---:|---:|---:|---:|\n");
    for (CalibrationRow row : document.rows()) {
      md.append("| `")
          .append(row.configuration())
          .append("` | ")
          .append(row.payload())
          .append(" | ")
          .append(row.benchmark())
          .append(" | ")
          .append(RaceNumbers.significant(row.kitNanos()))
          .append(" | ")
          .append(RaceNumbers.significant(row.twinNanos()))
          .append(" | ")
          .append(ratio(row.ratio()))
          .append(" | ")
          .append(RaceNumbers.significant(row.kitBytesPerOp()))
          .append(" | ")
          .append(RaceNumbers.significant(row.twinBytesPerOp()))
          .append(" |\n");
    }
    return md.toString();
  }

  /** {@code 1.03× [0.98–1.08]}. */
  public static String ratio(Interval interval) {
    return RaceNumbers.ratio(interval);
  }

  /**
   * Whether the configuration is within the tolerance of its twin: {@code yes} only when the whole
   * interval is, {@code no} when the whole interval lies beyond it, else {@code cannot tell}.
   */
  public static String verdict(CalibrationRow row) {
    return switch (row.within()) {
      case TIE -> "yes";
      case SLOWER -> "**no** (slower)";
      case FASTER -> "**no** (faster)";
      case INCONCLUSIVE -> "cannot tell";
    };
  }
}
