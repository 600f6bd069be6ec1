package io.serialtck.report.cli;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.Weighing;
import io.serialtck.report.ReportFiles;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.resolve.MavenRepositories;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.CacheVerification;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunResult;
import io.serialtck.tck.run.upgrade.UpgradeCategory;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One run of the matrix as the commands make it, in a report folder it holds alone: the
 * configurations listed, a line per finished cell on the progress stream (each also appended to
 * {@code results.jsonl}), the reports written from {@code results.json}, the summary printed on the
 * results stream. Ctrl-C or SIGTERM writes the report of the cells finished so far, marked
 * incomplete; {@code --resume} runs only the cells such a report lacks.
 */
final class MatrixJob {

  private final Consoles consoles;
  private final RunOptions options;
  private final List<RegisteredConfiguration> selected;
  private final List<RegisteredConfiguration> sides;
  private final Plan plan;
  private final Shard shard;
  private final ProgressStyle progressStyle;
  private final String resumeCommand;
  private int verifyCache;
  private boolean cacheDiffers;

  /**
   * @param selected the configurations to run, in the order of the reports
   * @param sides configurations that run no cells but are the earlier side of a migration of the
   *     plan ({@link io.serialtck.tck.plan.OnRequest})
   * @param resumeCommand the command that resumes the run if it is interrupted, printed then for
   *     the user to paste ({@link ResumeCommand})
   */
  MatrixJob(
      Consoles consoles,
      RunOptions options,
      List<RegisteredConfiguration> selected,
      List<RegisteredConfiguration> sides,
      Plan plan,
      Shard shard,
      ProgressStyle progressStyle,
      String resumeCommand) {
    this.consoles = consoles;
    this.options = options;
    this.selected = List.copyOf(selected);
    this.sides = List.copyOf(sides);
    this.plan = plan;
    this.shard = shard;
    this.progressStyle = progressStyle;
    this.resumeCommand = resumeCommand;
  }

  /**
   * After the run, asks {@code sample} of the cells the cell cache answered again of their workers
   * and prints a line per cell that differs ({@code --verify-cache}).
   */
  MatrixJob verifyingCache(int sample) {
    this.verifyCache = sample;
    return this;
  }

  /** Whether {@code --verify-cache} found a cell the cache answered otherwise than a worker. */
  boolean cacheDiffers() {
    return cacheDiffers;
  }

  /**
   * Runs the plan's cells into the folder.
   *
   * @param command the command's name, which the folder's lock names to another run
   * @param resume keep the cells an interrupted run of the same plan left in the folder
   */
  ResultsDocument run(String command, boolean resume) {
    List<CellKey> planned = plannedKeys();
    ResultsDocument start = startDocument();
    try (ReportFolder folder = ReportFolder.take(options.workDir(), "serialtck " + command)) {
      ResumedRun resumed =
          resume
              ? ResumedRun.read(folder.dir(), start, new LinkedHashSet<>(planned))
              : ResumedRun.NONE;
      printHeader(folder, planned.size(), resumed);
      RunRecorder recorder =
          new RunRecorder(folder, start.withCells(resumed.cells(), true), resume);
      long started = System.nanoTime();
      try (Interruption interruption =
          Interruption.install(() -> interrupted(folder, recorder, planned, started))) {
        ProgressPrinter printer =
            new ProgressPrinter(
                consoles.progress(),
                recorder,
                planned.size(),
                resumed.cells().size(),
                progressStyle);
        RunResult result =
            MatrixRunner.run(
                options, selected, sides, new PlannedCells(plan), shard, resumed.keys(), printer);
        printer.finished();
        if (!interruption.finish()) {
          return awaitExit();
        }
        ResultsDocument document = finished(result, recorder.stop(), start, planned);
        List<Path> written = writeReports(document, folder.dir());
        new RunSummary(document).print(consoles.results());
        consoles.results().println("Wrote " + String.join(", ", pathTexts(written)));
        if (verifyCache > 0) {
          verifyCache(result);
        }
        return document;
      }
    }
  }

  private void verifyCache(RunResult result) {
    PrintStream out = consoles.results();
    CacheVerification.Result verified =
        CacheVerification.verify(
            options, selected, sides, new PlannedCells(plan), result, verifyCache);
    if (verified.asked() == 0) {
      out.println("Cell cache: no cell came from it, so none was asked again");
      return;
    }
    verified.differences().forEach(line -> out.println("Cell cache differs: " + line));
    cacheDiffers = !verified.differences().isEmpty();
    out.printf(
        "Cell cache: %d of the cells it answered asked again of their workers (seed %d): %s%n",
        verified.asked(),
        options.seed(),
        cacheDiffers ? verified.differences().size() + " differ" : "all agree");
  }

  private void printHeader(ReportFolder folder, int planned, ResumedRun resumed) {
    PrintStream progress = consoles.progress();
    progress.printf(
        "SerialTCK: %d configurations on JDK %s (%s), seed %d, %d tries per property,%s reports"
            + " in %s%n",
        selected.size(),
        options.jdk().version(),
        options.jdk().home(),
        options.seed(),
        plan.tries(),
        shard.equals(Shard.WHOLE) ? "" : " shard " + shard + ",",
        folder.dir());
    ConfigurationListing.print(progress, selected, options.jdk().version());
    progress.println(
        options.cache().enabled()
            ? "Cell cache: "
                + options.cache().folder()
                + " (cells whose inputs it has seen are judged from it; --no-cache asks every"
                + " cell)"
            : "Cell cache: off, every cell asks its workers");
    if (!plan.upgrades().isEmpty()) {
      progress.println(
          "Library upgrades (each fixture written by one version, read by the other, both ways): "
              + String.join(", ", plan.upgrades().stream().map(Object::toString).toList()));
      progress.println(
          "Their versions come from the " + MavenRepositories.ofThisMachine().describe());
    }
    if (plan.readerJdk() != null) {
      progress.printf(
          "Across JDKs: each fixture written on JDK %s and read on JDK %s (%s), both ways%n",
          options.jdk().version(), plan.readerJdk().version(), plan.readerJdk().home());
    }
    if (!plan.filter().isAll()) {
      progress.println(
          "Only part of the matrix: "
              + plan.filter().describe()
              + " (no baseline is written from it)");
    }
    if (!resumed.cells().isEmpty()) {
      progress.printf(
          "Resuming: %d of %d cells were finished by the interrupted run and are kept%n",
          resumed.cells().size(), planned);
    } else if (folder.holdsEarlierReport()) {
      progress.println(
          "The earlier report in " + folder.dir() + " is replaced once the cells start");
    }
  }

  /** The document of the run's start: its settings and configurations, no cells, incomplete. */
  private ResultsDocument startDocument() {
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run(
            Instant.now().toString(),
            0,
            options.jdk().version(),
            options.seed(),
            plan.tries(),
            shard.isWhole() ? null : shard.toString(),
            new PlannedCells(plan)
                .fingerprint(
                    selected.stream().map(RegisteredConfiguration::id).toList(), options.seed()),
            plan.filter().isAll() ? null : plan.filter().describe(),
            true,
            UpgradeCategory.explorationCases(plan)),
        selected.stream()
            .map(RegisteredConfiguration::info)
            .map(
                info ->
                    new ResultsDocument.Configuration(
                        info.id(),
                        info.library(),
                        info.version(),
                        info.description(),
                        info.jvmFlags()))
            .toList(),
        List.of(),
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  /** The finished run: the cells resumed and run, in the plan's order. */
  private ResultsDocument finished(
      RunResult result, List<CellResult> cells, ResultsDocument start, List<CellKey> planned) {
    ResultsDocument ran = result.document();
    Map<String, ResultsDocument.Configuration> reported = new HashMap<>();
    start.configurations().forEach(c -> reported.put(c.id(), c));
    ran.configurations().forEach(c -> reported.put(c.id(), c));
    List<ResultsDocument.Configuration> configurations = new ArrayList<>();
    for (RegisteredConfiguration configuration : selected) {
      ResultsDocument.Configuration described = reported.get(configuration.id());
      if (cells.stream().anyMatch(c -> c.configuration().equals(configuration.id()))) {
        configurations.add(described);
      }
    }
    return new ResultsDocument(
        ran.schemaVersion(), ran.run(), configurations, inPlanOrder(cells, planned), ran.timing());
  }

  private void interrupted(
      ReportFolder folder, RunRecorder recorder, List<CellKey> planned, long started) {
    boolean wrote = recorder.started();
    List<CellResult> cells =
        recorder.stop().stream().filter(cell -> !InterruptedCells.isVictim(cell)).toList();
    PrintStream progress = consoles.progress();
    if (!wrote) {
      progress.println(
          "\nInterrupted before any cell ran: " + folder.dir() + " is left as it was.");
      return;
    }
    ResultsDocument start = recorder.start();
    ResultsDocument.Run run = start.run();
    ResultsDocument partial =
        new ResultsDocument(
            start.schemaVersion(),
            new ResultsDocument.Run(
                run.startedAt(),
                (System.nanoTime() - started) / 1_000_000,
                run.jdk(),
                run.seed(),
                run.tries(),
                run.shard(),
                run.planFingerprint(),
                run.cellFilter(),
                true,
                run.explore()),
            start.configurations(),
            inPlanOrder(cells, planned),
            start.timing());
    writeReports(partial, folder.dir());
    progress.printf(
        "%nInterrupted: %d of %d cells finished; their report, marked incomplete, is in %s.%n"
            + "Resume with: %s%n",
        cells.size(), planned.size(), folder.dir(), resumeCommand);
    progress.flush();
  }

  /** The hook has the run's end: this thread waits for the JVM to go. */
  private static ResultsDocument awaitExit() {
    while (true) {
      try {
        Thread.sleep(Long.MAX_VALUE);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while the report is written", e);
      }
    }
  }

  private List<CellKey> plannedKeys() {
    List<CellKey> all = new ArrayList<>();
    PlannedCells planned = new PlannedCells(plan);
    selected.forEach(configuration -> all.addAll(planned.cellKeys(configuration.id())));
    return shard.select(all);
  }

  private static List<CellResult> inPlanOrder(List<CellResult> cells, List<CellKey> planned) {
    Map<CellKey, Integer> order = new HashMap<>();
    for (int i = 0; i < planned.size(); i++) {
      order.put(planned.get(i), i);
    }
    return cells.stream()
        .sorted(Comparator.comparingInt(cell -> order.getOrDefault(CellKey.of(cell), -1)))
        .toList();
  }

  private static List<String> pathTexts(List<Path> paths) {
    return paths.stream().map(Path::toString).toList();
  }

  /**
   * {@code results.json}, then the reports rendered from it alone and the folder's {@code
   * race.json}, which is read first: one the kit cannot read stops it before anything is written.
   */
  static List<Path> writeReports(ResultsDocument document, Path outDir) {
    Optional<RaceDocument> race = RaceJson.readIn(outDir);
    Path json = outDir.resolve("results.json");
    ResultsJson.write(json, document);
    List<Path> written = new ArrayList<>(List.of(json));
    ResultsDocument results = ResultsJson.read(json);
    written.addAll(ReportFiles.write(results, race.or(() -> Weighing.of(results)), outDir));
    return written;
  }
}
