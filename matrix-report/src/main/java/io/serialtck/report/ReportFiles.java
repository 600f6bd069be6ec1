package io.serialtck.report;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.Weighing;
import io.serialtck.report.html.DocsPages;
import io.serialtck.report.html.HtmlReport;
import io.serialtck.report.html.IndexData;
import io.serialtck.report.race.RaceCsv;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.tck.results.AtomicFiles;
import io.serialtck.tck.results.ResultsDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Writes the reports rendered from one {@code results.json} beside it, and from the {@code
 * race.json} beside it when a race or a weighing wrote one.
 */
public final class ReportFiles {

  private ReportFiles() {}

  /**
   * Writes {@code matrix.md}, {@code index.html} and {@code results.csv} into {@code dir} (made if
   * missing, files replaced), all UTF-8; when {@code dir} holds a {@code race.json}, the first two
   * have its speed and size section, and {@code race.csv} follows; without one, the sizes the run's
   * payload cells recorded (its weighing) make that section. Then the folder {@code matrix/} that
   * {@code matrix.md} links to: one file per configuration and the speed and size tables; then the
   * folder {@code index-data/} that {@code index.html} loads the matrix and the cells' details from
   * ({@link IndexData}); in both, an earlier report's files are removed first. Last, the docs pages
   * {@code index.html} links to ({@code docs/*.html}, {@link DocsPages}).
   *
   * @return the files written, in that order, then the {@code matrix/} and {@code index-data/}
   *     folders, then the docs pages
   */
  public static List<Path> write(ResultsDocument results, Path dir) {
    return write(results, RaceJson.readIn(dir).or(() -> Weighing.of(results)), dir);
  }

  /** As {@link #write(ResultsDocument, Path)}, with the race given rather than read from dir. */
  public static List<Path> write(ResultsDocument results, Optional<RaceDocument> race, Path dir) {
    try {
      Files.createDirectories(dir);
      List<Path> written = new ArrayList<>();
      Report report = ReportSections.of(results, race);
      Map<String, String> markdown = MarkdownReport.files(report);
      written.add(
          AtomicFiles.writeString(
              dir.resolve(MarkdownLayout.MAIN_FILE), markdown.get(MarkdownLayout.MAIN_FILE)));
      written.add(AtomicFiles.writeString(dir.resolve("index.html"), HtmlReport.render(report)));
      written.add(AtomicFiles.writeString(dir.resolve("results.csv"), CsvReport.render(results)));
      if (race.isPresent()) {
        written.add(
            AtomicFiles.writeString(dir.resolve(RaceCsv.FILE_NAME), RaceCsv.render(race.get())));
      }
      written.add(replaceFolder(dir, MarkdownLayout.DETAIL_FOLDER, markdownFiles(markdown)));
      written.add(replaceFolder(dir, IndexData.FOLDER, HtmlReport.dataFiles(report)));
      written.addAll(DocsPages.write(dir));
      return List.copyOf(written);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the reports into " + dir, e);
    }
  }

  /** The files of {@code matrix/}: the Markdown report's but {@code matrix.md}. */
  private static Map<String, String> markdownFiles(Map<String, String> markdown) {
    Map<String, String> files = new LinkedHashMap<>(markdown);
    files.remove(MarkdownLayout.MAIN_FILE);
    return files;
  }

  /**
   * Replaces the files of a folder of {@code dir} with these, by path relative to {@code dir}: an
   * earlier report's files there must not outlive it.
   */
  private static Path replaceFolder(Path dir, String name, Map<String, String> files)
      throws IOException {
    Path folder = dir.resolve(name);
    if (Files.isDirectory(folder)) {
      try (Stream<Path> earlier = Files.list(folder)) {
        for (Path file : earlier.toList()) {
          Files.deleteIfExists(file);
        }
      }
    }
    Files.createDirectories(folder);
    for (Map.Entry<String, String> file : files.entrySet()) {
      AtomicFiles.writeString(dir.resolve(file.getKey()), file.getValue());
    }
    return folder;
  }
}
