package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineCandidate;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import io.serialtck.tck.upgrade.UpgradePairs;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code serialtck baseline}: compares a run with the committed baseline, or with {@code --update}
 * rewrites the baseline from it. The run is the {@code results.json} given with {@code --results}
 * (e.g. the one a failing {@code mvn verify} names), or one made now with the baseline's seed and
 * tries.
 *
 * <p>It offers no {@code --categories} or {@code --scenarios}: a baseline is rewritten from whole
 * runs only, and {@code --update} refuses a {@code results.json} of part of the matrix. To check
 * part of the matrix against a baseline, use {@code run --baseline DIR --categories ...}.
 */
@Command(
    name = "baseline",
    mixinStandardHelpOptions = true,
    description =
        "Compares a run with the baseline (exit 1 when they differ), or rewrites the baseline from"
            + " it with --update.")
final class BaselineCommand implements Callable<Integer> {

  /**
   * Tries per property of a baseline made where none exists yet (its seed is the kit's default,
   * {@link RunOptions#DEFAULT_SEED}).
   */
  static final int NEW_TRIES = 20;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--update",
      description = "Rewrite the baseline's files of the run's JDK from the run's outcomes.")
  boolean update;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description =
          "Take the run from this results.json (or the report folder holding it) instead of"
              + " running the matrix now.")
  Path results;

  @Option(
      names = {"--baseline", "--dir"},
      paramLabel = "DIR",
      description =
          "The baseline's root folder, as run --baseline names it (default: baseline at the"
              + " repository root; --dir is its older name).")
  Path dir;

  @Option(
      names = "--resume",
      description =
          "Go on with the interrupted run whose report is in the --out folder: keep the cells it"
              + " finished, run the others (the same options are required).")
  boolean resume;

  @Mixin ReportFolderOption out;

  @Mixin ConfigurationsOption configurations;

  @Mixin TargetOptions target;

  @Mixin RunSettings settings;

  @Override
  public Integer call() throws IOException {
    Path root = dir != null ? dir : TargetOptions.home().resolve("baseline");
    if (results != null && resume) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--resume goes on with a run made now, not with --results");
    }
    if (update) {
      OutputPaths.requireFolder(root, "baseline folder");
    }
    PrintStream console = System.out;
    try {
      Run run = results != null ? read() : runNow(console, root);
      return update ? update(console, root, run) : check(console, root, run);
    } catch (BaselineException e) {
      System.err.println("serialtck baseline: " + e.getMessage());
      return ExitCodes.USAGE;
    }
  }

  private int update(PrintStream console, Path root, Run run) {
    ResultsDocument document = run.document();
    if (document.run().shard() != null) {
      throw new BaselineException(
          run.file() + " is shard " + document.run().shard() + ": merge the shards first");
    }
    if (document.run().cellFilter() != null) {
      throw new BaselineException(
          run.file()
              + " holds part of the matrix ("
              + document.run().cellFilter()
              + "): a baseline is rewritten from whole runs only (run without --categories and"
              + " --scenarios)");
    }
    BaselineCandidate.problem(document)
        .ifPresent(
            problem -> {
              throw new BaselineException(run.file() + ": " + problem);
            });
    var registered =
        ConfigurationSelection.of(spec.commandLine(), target, jdkFeature(document), List.of())
            .registered();
    Set<CellKey> standard = new HashSet<>(Gate.standardCells(document, registered.values()));
    document.cells().stream()
        .map(CellKey::of)
        .filter(key -> !standard.contains(key))
        .findFirst()
        .ifPresent(
            key -> {
              throw new BaselineException(
                  run.file()
                      + " holds "
                      + key.configuration()
                      + " "
                      + key.path()
                      + ", which the standard plan has not (a run with --upgrade or"
                      + " --reader-jdk): a baseline records the standard plan only");
            });
    BaselineWriter.Written written =
        BaselineWriter.write(
            root,
            new BaselineSettings(
                document.run().seed(),
                document.run().tries(),
                document.run().explore() == null
                    ? ExplorationSetting.DEFAULT_CASES
                    : document.run().explore()),
            document,
            registered::containsKey);
    console.printf(
        "Baseline %s rewritten from %s: %d files written, %d deleted (configurations no longer"
            + " registered). `git diff %s` shows what changed.%n",
        written.directory(), run.file(), written.written().size(), written.deleted().size(), root);
    return 0;
  }

  private int check(PrintStream console, Path root, Run run) {
    ResultsDocument document = run.document();
    var registered =
        ConfigurationSelection.of(spec.commandLine(), target, jdkFeature(document), List.of())
            .registered();
    return Gate.check(console, root, document, run.file(), registered, target);
  }

  private Run read() {
    if (!Files.exists(results)) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--results: no such file or folder: " + results);
    }
    if (!configurations.ids.isEmpty()) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--configurations applies to a run made now, not to --results");
    }
    Path file = Files.isDirectory(results) ? results.resolve(ResultsFolder.RESULTS) : results;
    try {
      return new Run(ResultsFolder.read(results), file);
    } catch (ResultsFolder.ResultsException e) {
      throw new EnvironmentException(e.getMessage(), e);
    }
  }

  private Run runNow(PrintStream console, Path root) throws IOException {
    BaselineSettings existing =
        Files.isRegularFile(root.resolve("run.properties")) ? Baseline.settings(root) : null;
    BaselineSettings chosen =
        existing != null
            ? existing
            : new BaselineSettings(
                settings.seed != null
                    ? settings.seed(spec.commandLine(), null)
                    : RunOptions.DEFAULT_SEED,
                settings.tries != null ? settings.tries : NEW_TRIES);
    Path outDir = out.folder();
    OutputPaths.requireFolder(outDir, ReportFolder.ROLE);
    RunOptions options = settings.options(spec.commandLine(), target, outDir, chosen);
    ConfigurationSelection selection = configurations.select(target, options.jdk().feature());
    Plan plan =
        StandardPlan.of(settings.tries(spec.commandLine(), chosen), infos(selection))
            .withUpgrades(UpgradePairs.named(infos(selection)))
            .withEvolutionsAcross(true)
            .with(new ExplorationSetting(chosen.explore()));
    ResultsDocument document;
    MatrixJob job =
        new MatrixJob(
                Consoles.standard(),
                options,
                selection.selected(),
                List.of(),
                plan,
                Shard.WHOLE,
                ProgressStyle.of("auto"),
                ResumeCommand.of(spec.commandLine().getParseResult(), outDir, options.seed()))
            .verifyingCache(settings.verifyCache());
    try {
      document = job.run("baseline", resume);
    } catch (ResumedRun.ResumeRefused e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + e.getMessage());
    }
    if (job.cacheDiffers()) {
      throw new EnvironmentException(
          options.cache().folder()
              + ": the cell cache answered some cells otherwise than their workers (above): no baseline"
              + " is written from it; run again with --no-cache");
    }
    return new Run(document, outDir.resolve("results.json"));
  }

  static List<ConfigurationInfo> infos(ConfigurationSelection selection) {
    return selection.selected().stream().map(RegisteredConfiguration::info).toList();
  }

  private static int jdkFeature(ResultsDocument document) {
    return Runtime.Version.parse(document.run().jdk()).feature();
  }

  /** The run compared or written, and where its results.json is. */
  private record Run(ResultsDocument document, Path file) {}
}
