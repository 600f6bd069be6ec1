package io.serialtck.report.cli;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.engine.Entrant;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RaceRunner;
import io.serialtck.race.engine.RaceSchedule;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.RunOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Runs a race into a report folder while holding the folder's lock, writes {@code race.json} and
 * renders the folder's reports again: what {@code serialtck race} does, and {@code serialtck run}
 * after its matrix.
 */
final class RaceJob {

  private RaceJob() {}

  /**
   * Runs the race.
   *
   * @param command the command's name, for messages and for the folder's lock
   * @param workerHeap the heap of the workers that check the payloads ({@code --worker-heap})
   * @return the race's document, or empty when the race JVM failed (the reason is printed)
   */
  static Optional<RaceDocument> run(
      String command,
      Jdk jdk,
      Path reportFolder,
      RaceMode mode,
      List<Payload> payloads,
      List<Entrant> entrants,
      String workerHeap,
      RaceSchedule schedule,
      PrintStream console) {
    try (ReportFolder folder = ReportFolder.take(reportFolder, "serialtck " + command)) {
      Path outDir = folder.dir();
      console.printf(
          "SerialTCK race (%s) on JDK %s (%s), seed %d, reports in %s%n",
          mode.settings().mode(), jdk.version(), jdk.home(), schedule.seed(), outDir);
      RaceDocument document;
      try {
        document =
            RaceRunner.run(
                jdk,
                outDir,
                mode,
                payloads,
                entrants,
                RunOptions.DEFAULT_TIMEOUT,
                workerHeap,
                new RaceProgress(console),
                schedule);
      } catch (IllegalStateException e) {
        console.println("serialtck " + command + ": " + e.getMessage());
        return Optional.empty();
      }
      List<Path> written = RaceReports.write(document, outDir);
      console.printf(
          "Race finished in %.1f min. Wrote %s%n",
          document.minutes(), String.join(", ", written.stream().map(Path::toString).toList()));
      RaceVerdict.print(console, document);
      return Optional.of(document);
    }
  }
}
