package io.serialtck.report.cli;

import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.CalibrationPool;
import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceJson;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code serialtck pool CALIBRATION CALIBRATION... --out DIR}: one calibration from the rounds of
 * several ({@link CalibrationPool}), written as {@code calibration.json} and {@code
 * calibration.md}.
 */
@Command(
    name = "pool",
    mixinStandardHelpOptions = true,
    description =
        "Pools the rounds of calibrations (race --calibrate) of the same libraries on the same JDK"
            + " into one, for intervals narrower than one budget's rounds give: each"
            + " configuration still paired with its twin within a round. Writes calibration.json"
            + " and calibration.md into --out.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the pooled calibration was written",
      "2:a usage error: fewer than two calibrations, or ones of different JDKs or versions",
      "4:a calibration.json cannot be read, or --out cannot be written"
    })
final class PoolCommand implements Callable<Integer> {

  @Parameters(
      arity = "2..*",
      paramLabel = "CALIBRATION",
      description = "Calibrations: each a calibration.json, or the folder holding it.")
  List<Path> calibrations = new ArrayList<>();

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Where to write the pooled calibration.json and calibration.md.")
  Path out;

  @Override
  public Integer call() {
    OutputPaths.requireFolder(out, ReportFolder.ROLE);
    List<CalibrationDocument> documents = new ArrayList<>();
    for (Path calibration : calibrations) {
      try {
        documents.add(
            RaceJson.readCalibration(DocumentFile.in(calibration, CalibrationDocument.FILE_NAME)));
      } catch (UncheckedIOException e) {
        throw new EnvironmentException(EnvironmentErrors.describe(e), e);
      }
    }
    CalibrationDocument pooled;
    try {
      pooled = CalibrationPool.of(documents);
    } catch (IllegalArgumentException e) {
      System.err.println("serialtck pool: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    try (ReportFolder folder = ReportFolder.take(out, "serialtck pool")) {
      RaceJson.writeCalibration(folder.dir().resolve(CalibrationDocument.FILE_NAME), pooled);
      System.out.printf(
          "Pooled %d calibrations: %d rounds%n",
          documents.size(), pooled.forks().stream().mapToInt(ForkSample::round).distinct().count());
      CalibrationJob.report(pooled, folder.dir(), System.out);
    }
    return ExitCodes.OK;
  }
}
