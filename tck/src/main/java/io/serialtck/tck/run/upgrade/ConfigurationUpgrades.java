package io.serialtck.tck.run.upgrade;

import io.serialtck.fixtures.Criterion;
import io.serialtck.spi.SetUpVariants;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellOrder;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.FixtureTransfer;
import io.serialtck.tck.run.evolution.EvolutionCells;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One configuration's upgrade cells. Across library versions, a worker of its own holds a world per
 * version, so that a version that cannot even start leaves the configuration's other cells alone.
 * Across JDKs, a worker on the reader JDK stands opposite the configuration's own worker.
 */
public final class ConfigurationUpgrades {

  private static final String FROM_WORLD = "upgrade-from";
  private static final String TO_WORLD = "upgrade-to";

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final Workers workers;
  private final CellRecorder recorder;

  /**
   * Records into {@code recorder}, the configuration's own.
   *
   * @param workers where the workers of these cells start from (the run's JDK; another JDK's worker
   *     is started {@link Workers#onJdk on} it)
   */
  public ConfigurationUpgrades(
      RegisteredConfiguration configuration,
      RunOptions options,
      Workers workers,
      CellRecorder recorder) {
    this.configuration = configuration;
    this.options = options;
    this.workers = workers;
    this.recorder = recorder;
  }

  /**
   * Library versions, or two configurations of one format (a migration): {@code from} writes and
   * {@code to} reads, and the other way, in a worker of their own holding a world per side. For a
   * library that keeps what it learns in static state, a second worker reads: no world that reads a
   * fixture has written it (one-nio 1.7.1 cannot be loaded twice in a JVM, so its worlds cannot be
   * renewed between exchanges instead). Then, when {@code exploration} has cases, random shapes
   * across the pair in the writer's worker ({@link ExplorationCells}).
   */
  public void library(UpgradeWorlds upgrade, List<Criterion> criteria, Exploration exploration) {
    if (criteria.isEmpty() && exploration.isEmpty()) {
      return;
    }
    UpgradePair pair = upgrade.pair();
    List<String> scenarios = new ArrayList<>();
    criteria.forEach(c -> scenarios.add(Plan.prefix(pair) + c.id()));
    if (!exploration.isEmpty()) {
      scenarios.add(UpgradeCategory.explore(pair));
    }
    if (!upgrade.unsupported().isEmpty()) {
      recordBothWays(scenarios, unsupported(upgrade));
      return;
    }
    String label = configuration.id() + (pair.isMigration() ? "-migration" : "-upgrade");
    try (WorkerSession writer = upgradeSession(upgrade, label);
        WorkerSession reader =
            upgrade.keepsStaticState() ? upgradeSession(upgrade, label + "-reader") : writer) {
      Endpoint from = endpoint(pair, true, writer, reader, FROM_WORLD);
      Endpoint to = endpoint(pair, false, writer, reader, TO_WORLD);
      FixtureTransfer transfer = transfer();
      Optional<Verdict> fault =
          new UpgradeCells(
                  configuration.id(), Plan.prefix(pair), from, to, transfer, recorder, false)
              .run(criteria.isEmpty() ? List.of() : criteria);
      if (exploration.isEmpty()) {
        return;
      }
      String scenario = UpgradeCategory.explore(pair);
      if (fault.isPresent()) {
        recorder.record(
            scenario,
            UpgradeCategory.ID,
            Direction.BACKWARD,
            transfer.unasked(fault.get(), from, to));
        recorder.record(
            scenario,
            UpgradeCategory.ID,
            Direction.FORWARD,
            transfer.unasked(fault.get(), to, from));
        return;
      }
      new ExplorationCells(
              setUps(upgrade, writer, exploration.cases().size()),
              exploration.generator(),
              recorder,
              scenario,
              from.label(),
              to.label(),
              upgrade.variantsNotAsked())
          .run(exploration.cases());
    }
  }

  /**
   * The set-ups exploration asks: the configurations' own with every case, then each set-up variant
   * both sides declare ({@link io.serialtck.spi.SetUpVariants}) with the first eighth of the cases
   * (at least one), in worlds of its own ({@code upgrade-from~fields-only}) that select the
   * variant.
   */
  private List<ExplorationCells.SetUp> setUps(
      UpgradeWorlds upgrade, WorkerSession session, int cases) {
    List<ExplorationCells.SetUp> setUps = new ArrayList<>();
    setUps.add(
        ExplorationCells.SetUp.own(
            new CellExchanges(configuration, options, session, false, FROM_WORLD, TO_WORLD),
            cases));
    UpgradePair pair = upgrade.pair();
    for (String variant : upgrade.variants().keySet()) {
      String at = SetUpVariants.SEPARATOR + variant;
      session.declareWorld(FROM_WORLD + at, upgrade.from(), pair.fromConfiguration() + at);
      session.declareWorld(TO_WORLD + at, upgrade.to(), pair.configuration() + at);
      setUps.add(
          new ExplorationCells.SetUp(
              variant,
              new CellExchanges(
                  configuration, options, session, false, FROM_WORLD + at, TO_WORLD + at),
              variantCases(cases)));
    }
    return setUps;
  }

  /** How many of the run's cases each set-up variant asks: an eighth, at least one. */
  static int variantCases(int cases) {
    return Math.max(1, (cases + 7) / 8);
  }

  /**
   * The curated evolution scenarios across the pair: in a worker of its own whose world {@code old}
   * holds the pair's earlier side with v1 of each scenario's class, and {@code new} the later side
   * with the last version; the later side reads what the earlier wrote ({@code backward}) and back
   * ({@code forward}), judged as the evolution cells are, and recorded as {@code
   * library-evolution:<scenario>} or {@code migration-evolution:<scenario>}. A configuration that
   * keeps static state is not asked: its worlds would have to be renewed per scenario, which
   * one-nio 1.7.1 cannot be in a JVM (a class it defines in the boot loader), and a worker per
   * scenario costs more than the option's budget; its cells are {@code SKIPPED} with that reason.
   */
  public void evolutions(UpgradeWorlds upgrade, List<ScenarioClasses> scenarios) {
    if (scenarios.isEmpty()) {
      return;
    }
    UpgradePair pair = upgrade.pair();
    String prefix = pair.isMigration() ? Plan.MIGRATION_EVOLUTION : Plan.LIBRARY_EVOLUTION;
    if (!upgrade.unsupported().isEmpty()) {
      recordBothWays(
          scenarios.stream().map(s -> prefix + s.scenario().id()).toList(), unsupported(upgrade));
      return;
    }
    if (upgrade.keepsStaticState()) {
      Side side = new Side(options.jdk().version(), configuration.info().version(), "");
      Exchange skipped =
          new Exchange(
              new Verdict(
                  Outcome.SKIPPED,
                  "not asked: "
                      + configuration.id()
                      + " keeps what it learns in static state, so each scenario would need worlds"
                      + " of its own, and one-nio 1.7.1 cannot be loaded twice in a JVM"),
              false,
              side,
              side,
              0);
      recordBothWays(scenarios.stream().map(s -> prefix + s.scenario().id()).toList(), skipped);
      return;
    }
    String label =
        configuration.id() + (pair.isMigration() ? "-migration" : "-upgrade") + "-evolution";
    try (WorkerSession session =
        workers.session(
            label, configuration.id(), upgrade.jvmFlags(), configuration.worldClasspath())) {
      session.declareWorld(CellExchanges.OLD_WORLD, upgrade.from(), pair.fromConfiguration());
      session.declareWorld(CellExchanges.NEW_WORLD, upgrade.to(), pair.configuration());
      Endpoint from = endpoint(pair, true, session, session, CellExchanges.OLD_WORLD);
      Endpoint to = endpoint(pair, false, session, session, CellExchanges.NEW_WORLD);
      FixtureTransfer transfer = transfer();
      List<Optional<Verdict>> checked = new ArrayList<>();
      session.unit(
          UpgradeCategory.ID + "/" + prefix + "side-check",
          () ->
              checked.add(
                  SideCheck.fault(
                      configuration.id(),
                      List.of(from, to),
                      side -> transfer.transfer(SideCheck.fixtureClass(), side, side).verdict())));
      Optional<Verdict> fault = checked.get(0);
      if (fault.isPresent()) {
        for (ScenarioClasses scenario : scenarios) {
          String id = prefix + scenario.scenario().id();
          recorder.record(
              id,
              UpgradeCategory.ID,
              Direction.BACKWARD,
              classVersions(transfer.unasked(fault.get(), from, to), "v1", "v2"));
          recorder.record(
              id,
              UpgradeCategory.ID,
              Direction.FORWARD,
              classVersions(transfer.unasked(fault.get(), to, from), "v2", "v1"));
        }
        return;
      }
      CellExchanges exchanges = new CellExchanges(configuration, options, session);
      CellOrder order = options.cellOrder();
      new EvolutionCells(exchanges, recorder, UpgradeCategory.ID, prefix)
          .run(order.arrange(scenarios), order.directions());
    }
  }

  /** The cell of a pair one of whose sides says it cannot run on the run's JDK. */
  private Exchange unsupported(UpgradeWorlds upgrade) {
    Side side = new Side(options.jdk().version(), configuration.info().version(), "");
    return new Exchange(
        new Verdict(
            Outcome.UNSUPPORTED,
            "not run on JDK " + options.jdk().version() + ": " + upgrade.unsupported()),
        false,
        side,
        side,
        0);
  }

  private void recordBothWays(List<String> scenarios, Exchange exchange) {
    for (String scenario : scenarios) {
      recorder.record(scenario, UpgradeCategory.ID, Direction.BACKWARD, exchange);
      recorder.record(scenario, UpgradeCategory.ID, Direction.FORWARD, exchange);
    }
  }

  private static Exchange classVersions(Exchange exchange, String writer, String reader) {
    return new Exchange(
        exchange.verdict(),
        exchange.harnessError(),
        exchange.writer().withClassVersion(writer),
        exchange.reader().withClassVersion(reader),
        exchange.micros());
  }

  private WorkerSession upgradeSession(UpgradeWorlds upgrade, String label) {
    WorkerSession session =
        workers.session(
            label, configuration.id(), upgrade.jvmFlags(), configuration.worldClasspath());
    session.declareWorld(FROM_WORLD, upgrade.from(), upgrade.pair().fromConfiguration());
    session.declareWorld(TO_WORLD, upgrade.to(), upgrade.pair().configuration());
    return session;
  }

  /**
   * The pair's earlier ({@code from}) or later side, writing and reading in {@code world} of these
   * sessions.
   */
  private Endpoint endpoint(
      UpgradePair pair, boolean from, WorkerSession writer, WorkerSession reader, String world) {
    String sideConfiguration = from ? pair.fromConfiguration() : pair.configuration();
    return new Endpoint(
        sideLabel(sideConfiguration, from ? pair.from() : pair.to()),
        writer,
        world,
        reader,
        world,
        pair.isMigration() ? sideConfiguration : null);
  }

  /**
   * How a side is named in cells: {@code kryo 5.5.0} for another version of the configuration's own
   * library, {@code jackson-default} (and its version when named) for a migration's side.
   */
  private String sideLabel(String sideConfiguration, Optional<String> version) {
    if (sideConfiguration.equals(configuration.id()) && version.isPresent()) {
      return artifact(configuration.info().library()) + " " + version.get();
    }
    return sideConfiguration + version.map(v -> " " + v).orElse("");
  }

  /**
   * JDKs: the configuration's worker writes and the reader JDK's worker reads, and the other way.
   *
   * @param onReaderJdk the configuration as it describes itself on the reader JDK
   */
  public void jdk(
      WorkerSession own,
      Jdk readerJdk,
      RegisteredConfiguration onReaderJdk,
      List<Criterion> criteria) {
    if (criteria.isEmpty()) {
      return;
    }
    if (!onReaderJdk.info().isSupported()) {
      String reason =
          "not run on JDK " + readerJdk.version() + ": " + onReaderJdk.info().unsupported();
      Side side = new Side(readerJdk.version(), configuration.info().version(), "fixture");
      Exchange unsupported =
          new Exchange(new Verdict(Outcome.UNSUPPORTED, reason), false, side, side, 0);
      for (Criterion criterion : criteria) {
        String scenario = Plan.JDK_UPGRADE + criterion.id();
        recorder.record(scenario, UpgradeCategory.ID, Direction.BACKWARD, unsupported);
        recorder.record(scenario, UpgradeCategory.ID, Direction.FORWARD, unsupported);
      }
      return;
    }
    try (WorkerSession reader =
        workers
            .onJdk(readerJdk.home())
            .session(
                configuration.id() + "-jdk" + readerJdk.feature(),
                configuration.id(),
                onReaderJdk.info().jvmFlags(),
                configuration.worldClasspath())) {
      reader.declareWorld(CellExchanges.OLD_WORLD);
      reader.declareWorld(CellExchanges.NEW_WORLD);
      Endpoint before =
          new Endpoint(
              "JDK " + options.jdk().version(),
              own,
              CellExchanges.OLD_WORLD,
              CellExchanges.NEW_WORLD);
      Endpoint after =
          new Endpoint(
              "JDK " + readerJdk.version(),
              reader,
              CellExchanges.OLD_WORLD,
              CellExchanges.NEW_WORLD);
      new UpgradeCells(
              configuration.id(),
              Plan.JDK_UPGRADE,
              before,
              after,
              transfer(),
              recorder,
              configuration.info().keepsStaticState())
          .run(criteria);
    }
  }

  private FixtureTransfer transfer() {
    return new FixtureTransfer(options.jdk().version(), configuration.info().version());
  }

  /** {@code kryo} of {@code com.esotericsoftware:kryo}. */
  private static String artifact(String library) {
    return library.substring(library.indexOf(':') + 1);
  }
}
