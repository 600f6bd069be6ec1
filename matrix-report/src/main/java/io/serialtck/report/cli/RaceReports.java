package io.serialtck.report.cli;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.report.ReportFiles;
import io.serialtck.report.html.HtmlReport;
import io.serialtck.report.podium.Podium;
import io.serialtck.report.podium.PodiumMarkdown;
import io.serialtck.report.race.RaceCsv;
import io.serialtck.report.race.RaceMarkdown;
import io.serialtck.tck.results.ResultsJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The reports after a race: {@code race.json} is already written; the matrix reports of the same
 * folder are rendered again so that they show the race, or, in a folder without a matrix run, the
 * race alone is rendered as {@code race.md}, {@code race.html} and {@code race.csv}.
 */
final class RaceReports {

  private RaceReports() {}

  static List<Path> write(RaceDocument race, Path outDir) {
    List<Path> written = new ArrayList<>(List.of(outDir.resolve(RaceJson.FILE_NAME)));
    Path results = outDir.resolve("results.json");
    if (Files.isRegularFile(results)) {
      written.addAll(ReportFiles.write(ResultsJson.read(results), outDir));
      return written;
    }
    try {
      written.add(
          Files.writeString(
              outDir.resolve("race.md"),
              "# SerialTCK race\n\n"
                  + PodiumMarkdown.render(Podium.ofRace(race))
                  + RaceMarkdown.render(race)));
      written.add(Files.writeString(outDir.resolve("race.html"), HtmlReport.renderRace(race)));
      written.add(Files.writeString(outDir.resolve(RaceCsv.FILE_NAME), RaceCsv.render(race)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the race reports into " + outDir, e);
    }
    return written;
  }
}
