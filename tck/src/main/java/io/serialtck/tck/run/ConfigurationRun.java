package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.cache.CacheScope;
import io.serialtck.tck.cache.CellCache;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Runs one configuration's selected cells, category by category in the run's order ({@link
 * PreparedRun#categories}): those that share the configuration's own worker first, which is closed
 * after the last of them, then those with workers of their own. A category's cells may need cells
 * of an earlier one ({@code consistency} compares with the evolution cells).
 */
final class ConfigurationRun {

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final CellSelection selection;
  private final CellRecorder recorder;
  private final RunListener listener;
  private final CacheScope cache;

  /**
   * @param cache the run's cell cache, when it has one
   */
  ConfigurationRun(
      RegisteredConfiguration configuration,
      RunOptions options,
      CellSelection selection,
      RunListener listener,
      Optional<CellCache> cache) {
    this.configuration = configuration;
    this.options = options;
    this.selection = selection;
    this.listener = listener;
    this.cache = cache.map(c -> new CacheScope(c, configuration.id())).orElse(null);
    this.recorder =
        new CellRecorder(
            configuration.id(),
            selection::contains,
            listener::cellFinished,
            (cell, kept) -> {
              if (this.cache != null) {
                this.cache.ran(cell, kept);
              }
            });
  }

  /**
   * @param run the run's categories, prepared, and the cells it runs
   */
  ConfigurationOutcome run(PreparedRun run) {
    long started = System.nanoTime();
    PlannedCells planned = run.planned();
    listener.configurationStarted(configuration.id(), selection.count(configuration.id()));
    if (!configuration.info().isSupported()) {
      return unsupported(planned, started);
    }
    List<WorkerSession> sessions = new ArrayList<>();
    Set<CellKey> runs = run.runs();
    RunningConfiguration cells =
        new RunningConfiguration(
            configuration,
            options,
            planned.plan(),
            runs::contains,
            recorder,
            options
                .workers()
                .reporting(
                    session -> {
                      sessions.add(session);
                      if (cache != null) {
                        cache.attach(session);
                      }
                    }));
    List<PreparedRun.Category> categories = run.categories(options.cellOrder());
    int lastSharing = -1;
    for (int i = 0; i < categories.size(); i++) {
      if (categories.get(i).category().sharesWorker()) {
        lastSharing = i;
      }
    }
    try {
      for (int i = 0; i < categories.size(); i++) {
        if (i > lastSharing) {
          cells.closeShared();
        }
        categories.get(i).prepared().run(cells);
      }
    } finally {
      cells.closeShared();
    }
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    List<CellResult> recorded = recorder.cells();
    List<CellKey> fromCache = cache == null ? List.of() : cache.cellsFromCache();
    ConfigurationTiming timing =
        new ConfigurationTiming(
            configuration.id(),
            recorded.size(),
            sessions.stream().mapToInt(WorkerSession::worldsCreated).sum(),
            cells.classesDefined(),
            sessions.stream().mapToInt(WorkerSession::starts).sum(),
            wallMillis,
            fromCache.size());
    return new ConfigurationOutcome(cells.reported(), recorded, timing, fromCache);
  }

  /** Every selected cell UNSUPPORTED with the configuration's own reason; no worker is started. */
  private ConfigurationOutcome unsupported(PlannedCells planned, long started) {
    String reason =
        "not run on JDK " + options.jdk().version() + ": " + configuration.info().unsupported();
    Exchange exchange =
        new Exchange(new Verdict(Outcome.UNSUPPORTED, reason), false, side(), side(), 0);
    for (CellKey key : planned.cellKeys(configuration.id())) {
      recorder.record(key.scenario(), key.category(), key.direction(), exchange);
    }
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    List<CellResult> cells = recorder.cells();
    return new ConfigurationOutcome(
        configuration.info(),
        cells,
        new ConfigurationTiming(configuration.id(), cells.size(), 0, 0, 0, wallMillis),
        List.of());
  }

  private Side side() {
    return new Side(options.jdk().version(), configuration.info().version(), "");
  }
}
