package io.serialtck.report.cli;

import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code serialtck report DIR}: renders the reports of a run's folder again, from its {@code
 * results.json}, or, for a run that did not finish (interrupted, killed), from the cells its {@code
 * results.jsonl} recorded.
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Renders matrix.md, index.html and results.csv from a run's folder: its results.json, or"
            + " the cells results.jsonl recorded when the run did not finish.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the reports were written",
      "2:a usage error",
      "4:the folder's results cannot be read, or the reports cannot be written"
    })
final class ReportCommand implements Callable<Integer> {

  @Parameters(paramLabel = "DIR", description = "A run's report folder, or its results.json.")
  Path source;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Where to write the reports (default: the run's folder).")
  Path out;

  @Override
  public Integer call() {
    Path folder =
        out != null
            ? out
            : Files.isDirectory(source) ? source : source.toAbsolutePath().getParent();
    if (Files.exists(source)) {
      OutputPaths.requireFolder(folder, ReportFolder.ROLE);
    }
    ResultsDocument document;
    try {
      document = ResultsFolder.read(source);
    } catch (ResultsFolder.ResultsException e) {
      throw new EnvironmentException(e.getMessage(), e);
    }
    Consoles consoles = Consoles.standard();
    try (ReportFolder taken = ReportFolder.take(folder, "serialtck report")) {
      List<Path> written = MatrixJob.writeReports(document, taken.dir());
      new RunSummary(document).print(consoles.results());
      if (document.run().incomplete()) {
        consoles
            .results()
            .printf(
                "The run did not finish: the reports hold the %d cells it recorded, marked"
                    + " incomplete.%n",
                document.cells().size());
      }
      consoles
          .results()
          .println("Wrote " + String.join(", ", written.stream().map(Path::toString).toList()));
    }
    return ExitCodes.OK;
  }
}
