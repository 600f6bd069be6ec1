package io.serialtck.report.cli;

import io.serialtck.report.ReportFiles;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RaceJson;
import io.serialtck.tck.results.ResultsJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The reports after a race: {@code race.json} is already written; the matrix reports of the same
 * folder are rendered again so that they show the race.
 */
final class RaceReports {

  private RaceReports() {}

  static List<Path> write(RaceDocument race, Path outDir) {
    List<Path> written = new ArrayList<>(List.of(outDir.resolve(RaceJson.FILE_NAME)));
    Path results = outDir.resolve("results.json");
    if (Files.isRegularFile(results)) {
      written.addAll(ReportFiles.write(ResultsJson.read(results), outDir));
    }
    return written;
  }
}
