package io.serialtck.report.cli;

import io.serialtck.race.engine.Entrant;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceEntrants;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RaceSchedule;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.OnRequest;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.resolve.LibraryResolutionException;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.run.hostile.HostileDepth;
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code serialtck run}: runs the matrix, writes the reports, and gates on a baseline if given. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Runs every registered configuration (or those named) and writes the reports.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the run finished (and matches the baseline, if one was given)",
      "1:the run differs from the baseline given with --baseline",
      "2:a usage error",
      "3:some cell has no outcome: the kit failed, or a side of an upgrade cannot run (harness"
          + " error)",
      "4:a path cannot be read or written, or another run holds the report folder",
      "130:interrupted by Ctrl-C (143: SIGTERM); the cells finished so far are reported"
    })
final class RunCommand implements Callable<Integer> {

  /** Exit code of a usage error found once the run starts, e.g. a version not on Maven Central. */
  static final int USAGE = ExitCodes.USAGE;

  /** Exit code when some cell has no outcome (a harness error). */
  static final int HARNESS_ERROR = ExitCodes.HARNESS_ERROR;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin ReportFolderOption out;

  @Mixin ConfigurationsOption configurations;

  @Mixin TargetOptions target;

  @Mixin RunSettings settings;

  @Mixin UpgradeOptions upgrades;

  @Mixin CellFilterOptions cells;

  @Option(
      names = "--baseline",
      paramLabel = "DIR",
      description =
          "Gate on this baseline (e.g. baseline): print every cell whose outcome differs and exit"
              + " 1 if any does. Seed and tries default to the baseline's.")
  Path baseline;

  @Option(
      names = "--upgrade-evolution",
      description =
          "Also ask the curated evolution scenarios (both class styles, without the value sweeps)"
              + " across each library upgrade and migration of the run: the earlier side with the"
              + " earlier class writes, the later side with the later class reads, and back"
              + " (scenarios library-evolution:*, migration-evolution:*). Left out of a default run"
              + " for its time; the baseline records them.")
  boolean upgradeEvolution;

  @Option(
      names = "--explore",
      paramLabel = "N",
      description =
          "Random class shapes and values asked across each library upgrade and migration of the"
              + " run, each written by one side and read by the other (scenarios library-explore,"
              + " migration-explore): a shape that each side round-trips alone but not across is a"
              + " finding, shrunk to a minimal case; each set-up variant both sides declare asks"
              + " the first eighth again. 0 asks none. Default: the baseline's with --baseline,"
              + " else "
              + ExplorationSetting.DEFAULT_CASES
              + " (or -D"
              + ExplorationSetting.CASES_PROPERTY
              + "=N).")
  Integer explore;

  @Option(
      names = "--shard",
      paramLabel = "I/N",
      description =
          "Run only shard I of N: a deterministic, contiguous N-th of the cells (merge the"
              + " shards' folders with `serialtck merge`).")
  String shard;

  @Option(
      names = "--race",
      paramLabel = "quick|full|none",
      defaultValue = "quick",
      description =
          "After the matrix, race the run's configurations into the same folder (see `serialtck"
              + " race`): quick (the default: minutes, a smoke test that ranks nothing), full (in"
              + " rounds within 30 minutes; the podium then ranks speed in tiers) or none."
              + " Not with --shard; not after an interrupted run.")
  RaceChoice race;

  /** Which race follows the matrix. */
  enum RaceChoice {
    quick,
    full,
    none
  }

  @Option(
      names = "--hostile-inputs",
      paramLabel = "quick|deep",
      defaultValue = "quick",
      description =
          "How many malformed inputs each hostile cell reads: quick (the default, about 2 s per"
              + " configuration for the whole category) or deep (every prefix and every 4-byte window of"
              + " payloads up to 1 KiB, sampled above: an audit of minutes per configuration)."
              + " Not with --baseline, which was made with quick.")
  String hostileInputs;

  @Option(
      names = "--progress",
      paramLabel = "auto|cells",
      defaultValue = "auto",
      description =
          "How the matrix shows its progress on standard error: auto (the default: a status line"
              + " with the time left on a terminal, a line every 10 s in a log) or cells (a line"
              + " per finished cell with its outcome).")
  String progress;

  @Option(
      names = "--resume",
      description =
          "Go on with the interrupted run whose report is in the --out folder: keep the cells it"
              + " finished, run the others (the same options are required).")
  boolean resume;

  @Option(
      names = "--all-configurations",
      description =
          "Also run the own cells of the configurations a default run leaves out for its time"
              + " (fury-compatible; `serialtck list` says why). Their migrations run either way."
              + " Not with --configurations, which runs what it names.")
  boolean allConfigurations;

  @Override
  public Integer call() throws IOException {
    Path outDir = out.folder();
    OutputPaths.requireFolder(outDir, ReportFolder.ROLE);
    BaselineSettings gate = baseline == null ? null : baselineSettings();
    RunOptions options = settings.options(spec.commandLine(), target, outDir, gate);
    if (baseline != null) {
      requireBaselineFor(options.jdk().feature());
    }
    if (allConfigurations && configurations.named()) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "--all-configurations and --configurations: give one (--configurations runs what it"
              + " names)");
    }
    ConfigurationSelection selection = configurations.select(target, options.jdk().feature());
    if (!configurations.named() && !allConfigurations) {
      selection = selection.leavingOutOnRequest();
    }
    List<RegisteredConfiguration> sides = onRequestSides(selection);
    HostileDepth hostile;
    try {
      hostile = HostileDepth.of(hostileInputs);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--hostile-inputs: " + e.getMessage());
    }
    if (baseline != null && hostile != HostileDepth.QUICK) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "--hostile-inputs " + hostile.id() + " cannot be gated: the baseline holds quick ones");
    }
    ProgressStyle progressStyle;
    try {
      progressStyle = ProgressStyle.of(progress);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--progress: " + e.getMessage());
    }
    Plan plan =
        cells.apply(
            upgrades.apply(
                StandardPlan.of(
                        settings.tries(spec.commandLine(), gate), BaselineCommand.infos(selection))
                    .with(hostile)
                    .withEvolutionsAcross(upgradeEvolution)
                    .with(new ExplorationSetting(exploreCases(gate))),
                selection.selected(),
                sides,
                baseline != null),
            selection.selected());
    Consoles consoles = Consoles.standard();
    PrintStream console = consoles.results();
    ResultsDocument document;
    MatrixJob job =
        new MatrixJob(
                consoles,
                options,
                selection.selected(),
                sides,
                plan,
                shard(),
                progressStyle,
                ResumeCommand.of(spec.commandLine().getParseResult(), outDir, options.seed()))
            .verifyingCache(settings.verifyCache());
    try {
      document = job.run("run", resume);
    } catch (LibraryResolutionException e) {
      consoles.progress().println("serialtck run: " + e.getMessage());
      return USAGE;
    } catch (ResumedRun.ResumeRefused e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + e.getMessage());
    }
    boolean raceFailed = !race(document, options, selection, consoles);
    int exit = 0;
    if (baseline != null) {
      exit =
          Gate.check(
              console,
              baseline,
              document,
              outDir.resolve("results.json"),
              selection.registered(),
              target);
    }
    if (NoOutcomeCells.report(consoles.progress(), document.cells()) > 0) {
      exit = HARNESS_ERROR;
    } else if (raceFailed && exit == 0) {
      exit = HARNESS_ERROR;
    } else if (job.cacheDiffers() && exit == 0) {
      exit = ExitCodes.DIFFERS;
    }
    ReportsLine.print(console, outDir);
    return exit;
  }

  /** Runs the race after the matrix unless told not to; false when the race JVM failed. */
  private boolean race(
      ResultsDocument document,
      RunOptions options,
      ConfigurationSelection selection,
      Consoles consoles) {
    if (race == RaceChoice.none || shard != null || document.run().incomplete()) {
      return true;
    }
    RaceMode mode = race == RaceChoice.full ? RaceMode.FULL : RaceMode.QUICK;
    List<Entrant> entrants =
        RaceEntrants.of(selection.selected(), List.of(), mode.payloads(), mode.rounds());
    PrintStream progress = consoles.progress();
    progress.println();
    Optional<RaceDocument> raced =
        RaceJob.run(
            "run",
            options.jdk(),
            out.folder(),
            mode,
            mode.payloads(),
            entrants,
            options.workerHeap(),
            RaceSchedule.byBudget(options.seed()),
            progress);
    raced.ifPresent(r -> RunSummary.printPodium(consoles.results(), document, r));
    return raced.isPresent();
  }

  private Shard shard() {
    if (shard == null) {
      return Shard.WHOLE;
    }
    try {
      return Shard.parse(shard);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  private BaselineSettings baselineSettings() {
    try {
      return Baseline.settings(baseline);
    } catch (BaselineException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--baseline: " + e.getMessage());
    }
  }

  private void requireBaselineFor(int jdkFeature) {
    try {
      Baseline.load(baseline, jdkFeature);
    } catch (BaselineException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "--baseline: "
              + e.getMessage()
              + " (write one with: ./serialtck baseline --update --jdk PATH)");
    }
  }

  /**
   * The registered {@link OnRequest} configurations this run does not run: each is the earlier side
   * of its named migration, loaded as a world by the later side's worker.
   */
  private static List<RegisteredConfiguration> onRequestSides(ConfigurationSelection selection) {
    return selection.unselected().stream().filter(c -> OnRequest.isOnRequest(c.id())).toList();
  }

  /**
   * The option's cases, else the baseline's when the run is gated, else the system property's, else
   * the default.
   */
  private int exploreCases(BaselineSettings gate) {
    if (explore != null) {
      return explore;
    }
    if (gate != null) {
      return gate.explore();
    }
    return Integer.getInteger(ExplorationSetting.CASES_PROPERTY, ExplorationSetting.DEFAULT_CASES);
  }
}
