package io.serialtck.tck.run;

import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellOrder;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.evolution.EvolutionCells;
import io.serialtck.tck.run.flexibility.FlexibilityCells;
import io.serialtck.tck.run.hostile.HostileCells;
import io.serialtck.tck.run.property.PropertyCells;
import io.serialtck.tck.run.upgrade.ConfigurationUpgrades;
import io.serialtck.tck.run.upgrade.UpgradeWorlds;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Runs one configuration's selected cells in that configuration's worker, category by category:
 * flexibility, evolution, the properties (consistency compares with the evolution cells), then the
 * upgrade cells in workers of their own.
 */
final class ConfigurationRun {

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final CellSelection selection;
  private final CellRecorder recorder;
  private final RunListener listener;

  ConfigurationRun(
      RegisteredConfiguration configuration,
      RunOptions options,
      CellSelection selection,
      RunListener listener) {
    this.configuration = configuration;
    this.options = options;
    this.selection = selection;
    this.listener = listener;
    this.recorder =
        new CellRecorder(configuration.id(), selection::contains, listener::cellFinished);
  }

  ConfigurationOutcome run(PreparedPlan prepared) {
    long started = System.nanoTime();
    Plan plan = prepared.plan();
    listener.configurationStarted(configuration.id(), selection.count(configuration.id()));
    if (!configuration.info().isSupported()) {
      return unsupported(plan, started);
    }
    List<WorkerSession> sessions = new ArrayList<>();
    Workers workers = options.workers().reporting(sessions::add);
    ConfigurationInfo reported = configuration.info();
    ConfigurationWork work = ConfigurationWork.of(prepared, configuration.id(), selection);
    ConfigurationUpgrades upgrades =
        new ConfigurationUpgrades(configuration, options, workers, recorder);
    int classesDefined;
    try (WorkerSession session =
        workers.session(
            configuration.id(),
            configuration.id(),
            configuration.info().jvmFlags(),
            configuration.worldClasspath())) {
      session.declareWorld(CellExchanges.OLD_WORLD);
      session.declareWorld(CellExchanges.NEW_WORLD);
      CellExchanges exchanges = new CellExchanges(configuration, options, session);
      CellOrder order = options.cellOrder();
      FlexibilityCells flexibility = new FlexibilityCells(exchanges, recorder);
      if (!order.evolutionFirst()) {
        flexibility.run(order.arrange(work.criteria()));
      }
      List<CellResult> evolution =
          new EvolutionCells(exchanges, recorder)
              .run(order.arrange(work.scenarios()), order.directions());
      if (order.evolutionFirst()) {
        flexibility.run(order.arrange(work.criteria()));
      }
      new PropertyCells(exchanges, recorder, evolution, prepared.cases(), options.seed())
          .run(work.properties());
      UpgradeWorlds library = prepared.upgrades().get(configuration.id());
      if (library != null) {
        upgrades.library(library, work.libraryUpgrade());
      }
      UpgradeWorlds migration = prepared.migrations().get(configuration.id());
      if (migration != null) {
        upgrades.library(migration, work.migration());
      }
      if (plan.readerJdk() != null) {
        upgrades.jdk(
            session,
            plan.readerJdk(),
            prepared.onReaderJdk().get(configuration.id()),
            work.jdkUpgrade());
      }
      if (session.info(CellExchanges.OLD_WORLD) != null) {
        reported = session.info(CellExchanges.OLD_WORLD);
      }
      classesDefined = exchanges.classesDefined();
    }
    if (plan.hostile() != null) {
      HostileCells hostile =
          new HostileCells(configuration, options, workers, plan.hostile(), recorder);
      hostile.run(
          scenario ->
              selection.contains(
                  new CellKey(
                      configuration.id(), Category.HOSTILE.id(), scenario, Direction.ROUNDTRIP)));
    }
    int starts = sessions.stream().mapToInt(WorkerSession::starts).sum();
    int worlds = sessions.stream().mapToInt(WorkerSession::worldsCreated).sum();
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    List<CellResult> cells = recorder.cells();
    ConfigurationTiming timing =
        new ConfigurationTiming(
            configuration.id(), cells.size(), worlds, classesDefined, starts, wallMillis);
    return new ConfigurationOutcome(reported, cells, timing);
  }

  /** Every selected cell UNSUPPORTED with the configuration's own reason; no worker is started. */
  private ConfigurationOutcome unsupported(Plan plan, long started) {
    String reason =
        "not run on JDK " + options.jdk().version() + ": " + configuration.info().unsupported();
    Exchange exchange =
        new Exchange(new Verdict(Outcome.UNSUPPORTED, reason), false, side(), side(), 0);
    for (CellKey key : plan.cellKeys(configuration.id())) {
      Category category = Category.valueOf(key.category().toUpperCase(Locale.ROOT));
      recorder.record(key.scenario(), category, key.direction(), exchange);
    }
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    List<CellResult> cells = recorder.cells();
    return new ConfigurationOutcome(
        configuration.info(),
        cells,
        new ConfigurationTiming(configuration.id(), cells.size(), 0, 0, 0, wallMillis));
  }

  private Side side() {
    return new Side(options.jdk().version(), configuration.info().version(), "");
  }
}
