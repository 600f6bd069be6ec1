package io.serialtck.report.cli;

import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsMerge;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code serialtck merge}: combines the report folders of {@code run --shard I/N} into one report,
 * the same as an unsharded run's but for timing. Folders that are not the shards of one run
 * (another plan fingerprint, a missing or repeated shard, a disagreement on seed, tries or JDK, a
 * shard older than schema 7) are refused with one line and exit 2, before anything is written.
 */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description =
        "Combines the report folders of the shards of one run (run --shard I/N) into one report.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the shards were merged (and match the baseline, if one was given)",
      "1:the merged run differs from the baseline given with --baseline",
      "2:a usage error, or folders that are not the shards of one run"
    })
final class MergeCommand implements Callable<Integer> {

  /** Exit code when the folders are not the shards of one run. */
  static final int NOT_ONE_RUN = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "DIR",
      description = "Report folders of the shards, each with its results.json.")
  List<Path> shards = new ArrayList<>();

  @Mixin ReportFolderOption out;

  @Option(
      names = "--baseline",
      paramLabel = "DIR",
      description = "Gate the merged run on this baseline (exit 1 when it differs).")
  Path baseline;

  @Mixin TargetOptions target;

  @Override
  public Integer call() throws IOException {
    OutputPaths.requireFolder(out.folder(), ReportFolder.ROLE);
    List<ResultsDocument> documents = new ArrayList<>();
    for (Path shard : shards) {
      ResultsDocument document;
      try {
        document = ResultsFolder.read(shard);
      } catch (ResultsFolder.ResultsException e) {
        throw new EnvironmentException(e.getMessage(), e);
      }
      if (document.run().incomplete()) {
        System.err.println(
            "serialtck merge: cannot merge: "
                + shard
                + " holds a run that did not finish ("
                + document.cells().size()
                + " cells): resume it (./serialtck run --resume with its options) first");
        return NOT_ONE_RUN;
      }
      documents.add(document);
    }
    PrintStream console = System.out;
    ResultsDocument merged;
    try {
      merged = ResultsMerge.merge(documents, shards.stream().map(Path::toString).toList());
    } catch (IllegalArgumentException e) {
      System.err.println("serialtck merge: cannot merge: " + e.getMessage());
      return NOT_ONE_RUN;
    }
    Path outDir = out.folder();
    List<Path> written;
    try (ReportFolder folder = ReportFolder.take(outDir, "serialtck merge")) {
      written = MatrixJob.writeReports(merged, folder.dir());
    }
    new RunSummary(merged).print(console);
    console.println(
        "Merged "
            + documents.size()
            + " shards into "
            + String.join(", ", written.stream().map(Path::toString).toList()));
    if (baseline == null) {
      return 0;
    }
    try {
      var registered =
          ConfigurationSelection.of(
                  spec.commandLine(),
                  target,
                  Runtime.Version.parse(merged.run().jdk()).feature(),
                  List.of())
              .registered();
      return Gate.check(
          console, baseline, merged, outDir.resolve("results.json"), registered, target);
    } catch (BaselineException e) {
      System.err.println("serialtck merge: " + e.getMessage());
      return ExitCodes.USAGE;
    }
  }
}
