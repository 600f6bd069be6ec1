package io.serialtck.report.cli;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.engine.Calibration;
import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.CalibrationRow;
import io.serialtck.race.engine.Entrant;
import io.serialtck.race.engine.RaceSchedule;
import io.serialtck.report.race.CalibrationMarkdown;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.RunOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs a calibration ({@code serialtck race --calibrate}) into a report folder while holding its
 * lock, writes {@code calibration.json} and {@code calibration.md}, and prints each configuration's
 * ratio to its twin.
 */
final class CalibrationJob {

  private CalibrationJob() {}

  /**
   * Runs the calibration.
   *
   * @return whether it ran (the reason is printed when not)
   */
  static boolean run(
      Jdk jdk,
      Path reportFolder,
      List<Payload> payloads,
      List<Entrant> entrants,
      RaceSchedule schedule,
      PrintStream console,
      String reference) {
    boolean settings = reference.equals(Calibration.LONG_SETTINGS);
    String command = settings ? "serialtck race --check-settings" : "serialtck race --calibrate";
    try (ReportFolder folder = ReportFolder.take(reportFolder, command)) {
      Path outDir = folder.dir();
      console.printf(
          settings
              ? "SerialTCK check of the full race's settings on JDK %s (%s), seed %d: %d"
                  + " entrants under the full and the long settings, reports in %s%n"
              : "SerialTCK calibration on JDK %s (%s), seed %d: %d configurations beside their"
                  + " plain twins, reports in %s%n",
          jdk.version(),
          jdk.home(),
          schedule.seed(),
          entrants.size() / 2,
          outDir);
      CalibrationDocument document;
      try {
        document =
            Calibration.run(
                jdk,
                outDir,
                payloads,
                entrants,
                RunOptions.DEFAULT_TIMEOUT,
                RunOptions.DEFAULT_HEAP,
                new RaceProgress(console),
                schedule,
                reference);
      } catch (IllegalStateException e) {
        console.println(command + ": " + e.getMessage());
        return false;
      }
      report(document, outDir, console);
      return true;
    }
  }

  /**
   * Writes {@code calibration.md} of a calibration beside its {@code calibration.json} and prints
   * each configuration's ratio to its twin.
   */
  static void report(CalibrationDocument document, Path outDir, PrintStream console) {
    Path markdown = outDir.resolve("calibration.md");
    try {
      Files.writeString(markdown, CalibrationMarkdown.render(document));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + markdown, e);
    }
    console.println();
    console.println(
        (document.checksSettings()
                ? "The ratio to the hand-written code under the full race's settings over the same"
                    + " ratio under long JMH settings"
                : "The kit's time over its plain twin's")
            + " (geometric mean over the payloads and operations, 95% interval); within "
            + Calibration.TOLERANCE_PERCENT
            + "% is the aim, told only when the whole interval is within it or beyond it:");
    for (CalibrationRow row : document.overall()) {
      console.printf(
          "  %-28s %s  %s%n",
          row.configuration(),
          CalibrationMarkdown.ratio(row.ratio()),
          CalibrationMarkdown.verdict(row).replace("*", ""));
    }
    document.notes().forEach((id, note) -> console.printf("  %-28s %s%n", id, note));
    console.printf(
        "The rounds took %.1f min in all. Wrote %s, %s%n",
        document.minutes(), outDir.resolve(CalibrationDocument.FILE_NAME), markdown);
  }
}
