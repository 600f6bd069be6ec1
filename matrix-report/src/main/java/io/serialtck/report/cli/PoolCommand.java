package io.serialtck.report.cli;

import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.CalibrationPool;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.RacePool;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code serialtck pool DOCUMENT DOCUMENT... --out DIR}: one full race from the rounds of several
 * ({@link RacePool}), written as {@code race.json} and its reports, or one calibration from the
 * rounds of several ({@link CalibrationPool}), written as {@code calibration.json} and {@code
 * calibration.md}.
 */
@Command(
    name = "pool",
    mixinStandardHelpOptions = true,
    description =
        "Pools the rounds of full races, or of calibrations (race --calibrate or"
            + " --check-settings), of the same libraries on the same JDK and machine into one,"
            + " for intervals narrower than one budget's rounds give, or a reference race run in"
            + " parts: each entrant still paired with hand-written (or its twin) within a round,"
            + " every interval, tier and control recomputed over all the rounds. Writes race.json"
            + " and the race reports, or calibration.json and calibration.md, into --out.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the pooled race or calibration was written",
      "2:a usage error: fewer than two documents, or ones of different JDKs, machines,"
          + " settings, payloads or versions",
      "4:a document cannot be read (or is not of the first one's kind), or --out cannot be"
          + " written"
    })
final class PoolCommand implements Callable<Integer> {

  @Parameters(
      arity = "2..*",
      paramLabel = "DOCUMENT",
      description =
          "Full races or calibrations, all of the first one's kind: each a race.json or"
              + " calibration.json (gzipped if its name ends in .gz), or the report folder"
              + " holding it.")
  List<Path> documents = new ArrayList<>();

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Where to write the pooled document and its reports.")
  Path out;

  @Override
  public Integer call() {
    OutputPaths.requireFolder(out, ReportFolder.ROLE);
    List<Path> files = documents.stream().map(PoolCommand::file).toList();
    boolean calibrations = RaceJson.holdsCalibration(files.get(0));
    try {
      return calibrations ? poolCalibrations(files) : poolRaces(files);
    } catch (IllegalArgumentException e) {
      System.err.println("serialtck pool: " + e.getMessage());
      return ExitCodes.USAGE;
    }
  }

  /** The document a path names: the file itself, or the race or calibration in the folder. */
  private static Path file(Path path) {
    if (Files.isDirectory(path) && Files.isRegularFile(path.resolve(RaceJson.FILE_NAME))) {
      return path.resolve(RaceJson.FILE_NAME);
    }
    return DocumentFile.in(path, CalibrationDocument.FILE_NAME);
  }

  private int poolRaces(List<Path> files) {
    List<RaceDocument> races = new ArrayList<>();
    for (Path file : files) {
      races.add(read(() -> RaceJson.read(file)));
    }
    RaceDocument pooled = RacePool.of(races);
    try (ReportFolder folder = ReportFolder.take(out, "serialtck pool")) {
      RaceJson.write(folder.dir().resolve(RaceJson.FILE_NAME), pooled);
      System.out.printf(
          "Pooled %d races: %d rounds, %.1f min of rounds%n",
          races.size(),
          pooled.sizing() == null ? rounds(pooled.forks()) : pooled.sizing().rounds(),
          pooled.minutes());
      List<Path> written = RaceReports.write(pooled, folder.dir());
      System.out.printf(
          "Wrote %s%n", String.join(", ", written.stream().map(Path::toString).toList()));
      RaceVerdict.print(System.out, pooled);
    }
    return ExitCodes.OK;
  }

  private int poolCalibrations(List<Path> files) {
    List<CalibrationDocument> calibrations = new ArrayList<>();
    for (Path file : files) {
      calibrations.add(read(() -> RaceJson.readCalibration(file)));
    }
    CalibrationDocument pooled = CalibrationPool.of(calibrations);
    try (ReportFolder folder = ReportFolder.take(out, "serialtck pool")) {
      RaceJson.writeCalibration(folder.dir().resolve(CalibrationDocument.FILE_NAME), pooled);
      System.out.printf(
          "Pooled %d calibrations: %d rounds%n", calibrations.size(), rounds(pooled.forks()));
      CalibrationJob.report(pooled, folder.dir(), System.out);
    }
    return ExitCodes.OK;
  }

  private static long rounds(List<ForkSample> forks) {
    return forks.stream().mapToInt(ForkSample::round).distinct().count();
  }

  private static <T> T read(java.util.function.Supplier<T> reading) {
    try {
      return reading.get();
    } catch (UncheckedIOException e) {
      throw new EnvironmentException(EnvironmentErrors.describe(e), e);
    }
  }
}
