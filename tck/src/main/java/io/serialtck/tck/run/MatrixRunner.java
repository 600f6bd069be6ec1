package io.serialtck.tck.run;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.property.PropertyCases;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.upgrade.ReaderJdkConfigurations;
import io.serialtck.tck.run.upgrade.UpgradeWorlds;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the matrix, or one shard of it: generates every scenario's and every property case's classes
 * once, then runs each configuration's cells in its own worker, several configurations at once.
 */
public final class MatrixRunner {

  private MatrixRunner() {}

  /** Runs every cell of the plan for every configuration. */
  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      Plan plan,
      RunListener listener) {
    return run(options, configurations, plan, Shard.WHOLE, listener);
  }

  /**
   * Runs and records only the shard's cells, cut from the configurations in the order given, each
   * with {@link Plan#cellKeys} (the cells the plan's filter keeps). A configuration without a cell
   * in the shard is not started and not in the result. So that every cell comes out as in a whole
   * run, what a selected cell needs is generated as for the whole run (the same names and bytes),
   * and a shard's consistency cell gets its configuration's evolution cells run again, unrecorded,
   * when another shard or the filter leaves them out (the property compares with them). Only the
   * scenarios and properties some selected cell needs are generated, and only the upgrades a
   * selected cell crosses are resolved.
   */
  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      Plan plan,
      Shard shard,
      RunListener listener) {
    return run(options, configurations, plan, shard, Set.of(), listener);
  }

  /**
   * As {@link #run(RunOptions, List, Plan, Shard, RunListener)}, leaving out the cells already done
   * (by an earlier, interrupted run of the same plan): they are run only where another cell needs
   * them, as a shard's cells are, and not recorded.
   */
  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      Plan plan,
      Shard shard,
      Set<CellKey> done,
      RunListener listener) {
    List<CellKey> recorded = new ArrayList<>(shard.select(cellKeys(configurations, plan)));
    recorded.removeAll(done);
    CellSelection selection = CellSelection.of(recorded);
    List<RegisteredConfiguration> selected =
        configurations.stream().filter(c -> selection.count(c.id()) > 0).toList();
    Instant startedAt = Instant.now();
    long started = System.nanoTime();
    Map<String, UpgradeWorlds> upgrades =
        UpgradeWorlds.resolve(plan, having(selected, selection, Plan.LIBRARY_UPGRADE));
    Map<String, UpgradeWorlds> migrations =
        UpgradeWorlds.resolveMigrations(
            plan, having(selected, selection, Plan.MIGRATION), configurations);
    Map<String, RegisteredConfiguration> onReaderJdk =
        ReaderJdkConfigurations.describe(plan, having(selected, selection, Plan.JDK_UPGRADE));
    List<ScenarioClasses> classes = new ArrayList<>();
    ClassGenerator generator = new ClassGenerator();
    for (Scenario scenario : scenariosRun(plan, selection)) {
      classes.add(ScenarioClasses.generate(scenario, generator));
    }
    List<Property> properties =
        plan.properties().stream()
            .filter(p -> selection.any(k -> isCell(k, Category.PROPERTY, p.id())))
            .toList();
    PropertyCases cases =
        PropertyCases.generate(properties, options.seed(), plan.tries(), generator);
    ClassGenerator.GenerationStats stats = generator.stats();
    PreparedPlan prepared =
        new PreparedPlan(plan, classes, cases, upgrades, migrations, onReaderJdk);

    listener.cellsStarting();
    List<ConfigurationOutcome> outcomes = runAll(options, selected, prepared, selection, listener);
    List<ConfigurationInfo> infos = new ArrayList<>();
    List<CellResult> cells = new ArrayList<>();
    List<ConfigurationTiming> timings = new ArrayList<>();
    for (ConfigurationOutcome outcome : outcomes) {
      infos.add(outcome.reported());
      cells.addAll(outcome.cells());
      timings.add(outcome.timing());
    }
    return new RunResult(
        new ResultsDocument.Run(
            startedAt.toString(),
            (System.nanoTime() - started) / 1_000_000,
            options.jdk().version(),
            options.seed(),
            plan.tries(),
            shard.isWhole() ? null : shard.toString(),
            plan.fingerprint(
                configurations.stream().map(RegisteredConfiguration::id).toList(), options.seed()),
            plan.filter().isAll() ? null : plan.filter().describe()),
        infos,
        cells,
        timings,
        new RunResult.GenerationTiming(
            stats.classes(),
            stats.millis(),
            stats.firstMillis(),
            stats.classesPerSecondAfterFirst()));
  }

  /**
   * The scenarios some configuration runs: every one when a {@code consistency} cell is selected
   * (it compares with the evolution cells), else those with a selected cell. Only their classes are
   * generated; a class's name and bytes do not depend on what else is.
   */
  private static List<Scenario> scenariosRun(Plan plan, CellSelection selection) {
    if (selection.any(k -> isCell(k, Category.PROPERTY, Property.CONSISTENCY.id()))) {
      return plan.evolutions();
    }
    return plan.evolutions().stream()
        .filter(s -> selection.any(k -> isCell(k, Category.EVOLUTION, s.id())))
        .toList();
  }

  private static boolean isCell(CellKey key, Category category, String scenario) {
    return key.category().equals(category.id()) && key.scenario().equals(scenario);
  }

  /**
   * The configurations with a selected upgrade cell of this kind: only their other versions are
   * resolved, or described on the reader JDK (a run whose filter leaves the upgrade cells out needs
   * neither).
   */
  private static List<RegisteredConfiguration> having(
      List<RegisteredConfiguration> configurations, CellSelection selection, String prefix) {
    return configurations.stream()
        .filter(
            c ->
                selection.any(
                    k ->
                        k.configuration().equals(c.id())
                            && k.category().equals(Category.UPGRADE.id())
                            && k.scenario().startsWith(prefix)))
        .toList();
  }

  /** Every cell of the run in its global order, which shards are cut from. */
  private static List<CellKey> cellKeys(List<RegisteredConfiguration> configurations, Plan plan) {
    List<CellKey> keys = new ArrayList<>();
    for (RegisteredConfiguration configuration : configurations) {
      keys.addAll(plan.cellKeys(configuration.id()));
    }
    return keys;
  }

  private static List<ConfigurationOutcome> runAll(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      PreparedPlan prepared,
      CellSelection selection,
      RunListener listener) {
    ExecutorService pool = Executors.newFixedThreadPool(options.parallelism());
    try {
      List<Future<ConfigurationOutcome>> futures = new ArrayList<>();
      for (RegisteredConfiguration configuration : configurations) {
        futures.add(
            pool.submit(
                () ->
                    new ConfigurationRun(configuration, options, selection, listener)
                        .run(prepared)));
      }
      List<ConfigurationOutcome> outcomes = new ArrayList<>();
      for (Future<ConfigurationOutcome> future : futures) {
        outcomes.add(future.get());
      }
      return outcomes;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("run interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(
          "a configuration's run failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
