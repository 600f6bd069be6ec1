package io.serialtck.report.cli;

import io.serialtck.report.MarkdownReport;
import io.serialtck.tck.results.JsonlSink;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.AdapterCatalog;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.Plan;
import io.serialtck.tck.run.RegisteredConfiguration;
import io.serialtck.tck.run.RunOptions;
import io.serialtck.tck.run.RunResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code serialtck run}: runs the matrix and writes the reports. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Runs every registered configuration (or those named) and writes the reports.")
final class RunCommand implements Callable<Integer> {

  /** Exit code when the kit itself failed to produce an outcome for some cell. */
  static final int HARNESS_ERROR = 3;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Report folder (default: target/tck-report at the repository root).")
  Path out;

  @Option(
      names = "--configurations",
      split = ",",
      paramLabel = "ID",
      description = "Only these configurations, comma-separated.")
  List<String> configurations = new ArrayList<>();

  @Mixin TargetOptions target;

  @Option(
      names = "--worker-heap",
      defaultValue = RunOptions.DEFAULT_HEAP,
      description = "Maximum heap of each worker JVM (default: ${DEFAULT-VALUE}).")
  String workerHeap;

  @Option(
      names = "--timeout",
      defaultValue = "30",
      paramLabel = "SECONDS",
      description =
          "Seconds one request may take before its worker is killed (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      description = "Configurations run at once (default: cores, at most 2).")
  Integer parallel;

  @Option(
      names = "--seed",
      description = "The run's seed (default: -Dserialtck.seed, else random).")
  Long seed;

  @Option(
      names = "--tries",
      paramLabel = "N",
      description =
          "Random cases per property and configuration (default: -Dserialtck.tries, else "
              + Plan.DEFAULT_TRIES
              + ").")
  Integer tries;

  @Override
  public Integer call() throws IOException {
    Path home = TargetOptions.home();
    Path outDir = out != null ? out : home.resolve("target").resolve("tck-report");
    Path adaptersDir = target.adaptersDir();
    RunOptions options = options(outDir);

    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(adaptersDir), options.jdk().feature());
    List<RegisteredConfiguration> selected = select(registered);

    PrintStream console = System.err;
    console.printf(
        "SerialTCK: %d configurations on JDK %s (%s), seed %d, reports in %s%n",
        selected.size(), options.jdk().version(), options.jdk().home(), options.seed(), outDir);
    ConfigurationListing.print(console, selected, options.jdk().version());
    Files.createDirectories(outDir);
    RunResult result;
    try (JsonlSink jsonl = new JsonlSink(outDir.resolve("results.jsonl"))) {
      ProgressPrinter progress = new ProgressPrinter(console, jsonl);
      result = MatrixRunner.run(options, selected, plan(), progress);
    }
    ResultsDocument document = ResultsDocument.of(result);
    ResultsJson.write(outDir.resolve("results.json"), document);
    Files.writeString(outDir.resolve("matrix.md"), MarkdownReport.render(document));
    new RunSummary(document).print(console);
    console.printf(
        "Wrote %s and %s%n", outDir.resolve("results.json"), outDir.resolve("matrix.md"));
    if (!result.harnessErrors().isEmpty()) {
      console.printf(
          "%d cells have no outcome because the kit failed (see their detail, marked harness"
              + " error)%n",
          result.harnessErrors().size());
      return HARNESS_ERROR;
    }
    return 0;
  }

  private Plan plan() {
    int perProperty =
        tries != null ? tries : Integer.getInteger("serialtck.tries", Plan.DEFAULT_TRIES);
    if (perProperty < 1) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--tries must be at least 1");
    }
    return Plan.full(perProperty);
  }

  private RunOptions options(Path outDir) {
    RunOptions options =
        RunOptions.defaults(outDir)
            .withJdk(target.jdk())
            .withWorkerHeap(workerHeap)
            .withRequestTimeout(Duration.ofSeconds(timeoutSeconds))
            .withSeed(seed != null ? seed : Long.getLong("serialtck.seed", System.nanoTime()));
    if (parallel != null) {
      if (parallel < 1) {
        throw new CommandLine.ParameterException(
            spec.commandLine(), "--parallel must be at least 1");
      }
      options = options.withParallelism(parallel);
    }
    return options;
  }

  private List<RegisteredConfiguration> select(Map<String, RegisteredConfiguration> registered) {
    if (configurations.isEmpty()) {
      return List.copyOf(registered.values());
    }
    List<String> unknown =
        configurations.stream().filter(id -> !registered.containsKey(id)).toList();
    if (!unknown.isEmpty()) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "unknown configuration"
              + (unknown.size() > 1 ? "s " : " ")
              + String.join(", ", unknown)
              + "; valid ids: "
              + String.join(", ", registered.keySet()));
    }
    return configurations.stream().distinct().map(registered::get).toList();
  }
}
