package io.serialtck.report.cli;

import io.serialtck.report.ReportFiles;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.results.JsonlSink;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.MatrixRunner;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of the matrix as the commands make it: the configurations listed, a line per finished
 * cell (also appended to {@code results.jsonl}, so nothing is lost if the run is cut short), the
 * reports written from {@code results.json}, and the summary printed.
 */
final class MatrixJob {

  private MatrixJob() {}

  static ResultsDocument run(
      PrintStream console,
      RunOptions options,
      List<RegisteredConfiguration> selected,
      Plan plan,
      Shard shard)
      throws IOException {
    Path outDir = options.workDir();
    console.printf(
        "SerialTCK: %d configurations on JDK %s (%s), seed %d, %d tries per property,%s reports"
            + " in %s%n",
        selected.size(),
        options.jdk().version(),
        options.jdk().home(),
        options.seed(),
        plan.tries(),
        shard.equals(Shard.WHOLE) ? "" : " shard " + shard + ",",
        outDir);
    ConfigurationListing.print(console, selected, options.jdk().version());
    if (!plan.upgrades().isEmpty()) {
      console.println(
          "Library upgrades (each fixture written by one version, read by the other, both ways): "
              + String.join(", ", plan.upgrades().stream().map(Object::toString).toList()));
    }
    if (plan.readerJdk() != null) {
      console.printf(
          "Across JDKs: each fixture written on JDK %s and read on JDK %s (%s), both ways%n",
          options.jdk().version(), plan.readerJdk().version(), plan.readerJdk().home());
    }
    if (!plan.filter().isAll()) {
      console.println(
          "Only part of the matrix: "
              + plan.filter().describe()
              + " (no baseline is written from it)");
    }
    Files.createDirectories(outDir);
    ResultsDocument document;
    try (JsonlSink jsonl = new JsonlSink(outDir.resolve("results.jsonl"))) {
      ProgressPrinter progress = new ProgressPrinter(console, jsonl, cells(selected, plan, shard));
      document = ResultsDocument.of(MatrixRunner.run(options, selected, plan, shard, progress));
    }
    List<Path> written = writeReports(document, outDir);
    new RunSummary(document).print(console);
    console.println("Wrote " + String.join(", ", written.stream().map(Path::toString).toList()));
    return document;
  }

  private static int cells(List<RegisteredConfiguration> selected, Plan plan, Shard shard) {
    List<CellKey> all = new ArrayList<>();
    selected.forEach(configuration -> all.addAll(plan.cellKeys(configuration.id())));
    return shard.select(all).size();
  }

  /** {@code results.json}, then the reports rendered from it alone. */
  static List<Path> writeReports(ResultsDocument document, Path outDir) {
    Path json = outDir.resolve("results.json");
    ResultsJson.write(json, document);
    List<Path> written = new ArrayList<>(List.of(json));
    written.addAll(ReportFiles.write(ResultsJson.read(json), outDir));
    return written;
  }
}
