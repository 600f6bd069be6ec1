package io.serialtck.tck.run;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.cache.CellCache;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.run.upgrade.UpgradeCategory;
import io.serialtck.value.DeepStack;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.stream.Stream;

/**
 * Runs the matrix, or one shard of it: prepares every category once (the scenarios' and property
 * cases' classes generated, other library versions resolved), then runs each configuration's cells
 * category by category, several configurations at once.
 */
public final class MatrixRunner {

  /**
   * The threads a configuration's cells run on, each with a large stack ({@link DeepStack}): the
   * kit's walks of a value tree there (a record's {@code equals}, {@code CanonicalValues}, {@code
   * ExpectedValues}, the {@code Classifier}, the protocol's codec of a request) recurse a level at
   * a time, and an exploration case nests lists past 1,000 levels. The libraries run in the
   * workers, on threads of the default stack.
   */
  static final ThreadFactory CONFIGURATION_THREADS =
      DeepStack.factory("serialtck-configuration", false);

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
   * with {@link PlannedCells#cellKeys} (the cells the plan's filter keeps). A configuration without
   * a cell in the shard is not started and not in the result. So that every cell comes out as in a
   * whole run, what a selected cell needs is generated as for the whole run (the same names and
   * bytes), and a shard's consistency cell gets its configuration's evolution cells run again,
   * unrecorded, when another shard or the filter leaves them out (the property compares with them).
   * Only the scenarios and properties some selected cell needs are generated, and only the upgrades
   * a selected cell crosses are resolved.
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
    return run(options, configurations, new PlannedCells(plan), shard, done, listener);
  }

  /**
   * Runs the cells {@code planned} asks of its categories, in their order, for each configuration:
   * each category is prepared once ({@link MatrixCategory#prepare}), then each configuration runs
   * its cells category by category ({@link ConfigurationRun}). The kit's categories are {@link
   * PlannedCells#PlannedCells(Plan) those it registers}; a caller may ask others.
   */
  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      PlannedCells planned,
      Shard shard,
      Set<CellKey> done,
      RunListener listener) {
    return run(options, configurations, List.of(), planned, shard, done, listener);
  }

  /**
   * As {@link #run(RunOptions, List, PlannedCells, Shard, Set, RunListener)}, with {@code sides}:
   * configurations that run no cells of their own but are the earlier side of a migration of the
   * plan to one of {@code configurations} (a default run's {@link io.serialtck.tck.plan.OnRequest}
   * configurations). They are never started; the migration's worker loads them as a world.
   */
  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      List<RegisteredConfiguration> sides,
      PlannedCells planned,
      Shard shard,
      Set<CellKey> done,
      RunListener listener) {
    Plan plan = planned.plan();
    List<CellKey> recorded = new ArrayList<>(shard.select(cellKeys(configurations, planned)));
    recorded.removeAll(done);
    CellSelection selection = CellSelection.of(recorded);
    List<RegisteredConfiguration> selected =
        configurations.stream().filter(c -> selection.count(c.id()) > 0).toList();
    Instant startedAt = Instant.now();
    long started = System.nanoTime();
    Set<CellKey> runs = withNeeded(recorded, planned);
    ClassGenerator generator = new ClassGenerator();
    Preparation preparation =
        new Preparation(
            plan,
            options,
            Stream.concat(configurations.stream(), sides.stream()).toList(),
            Set.copyOf(recorded),
            runs,
            generator);
    List<PreparedRun.Category> categories = new ArrayList<>();
    for (MatrixCategory category : planned.categories()) {
      categories.add(new PreparedRun.Category(category, category.prepare(preparation)));
    }
    ClassGenerator.GenerationStats stats = generator.stats();
    PreparedRun prepared = new PreparedRun(planned, categories, runs);

    listener.cellsStarting();
    List<ConfigurationOutcome> outcomes = runAll(options, selected, prepared, selection, listener);
    List<ConfigurationInfo> infos = new ArrayList<>();
    List<CellResult> cells = new ArrayList<>();
    List<ConfigurationTiming> timings = new ArrayList<>();
    List<CellKey> fromCache = new ArrayList<>();
    for (ConfigurationOutcome outcome : outcomes) {
      infos.add(outcome.reported());
      cells.addAll(outcome.cells());
      timings.add(outcome.timing());
      fromCache.addAll(outcome.fromCache());
    }
    return new RunResult(
        new ResultsDocument.Run(
            startedAt.toString(),
            (System.nanoTime() - started) / 1_000_000,
            options.jdk().version(),
            options.seed(),
            plan.tries(),
            shard.isWhole() ? null : shard.toString(),
            planned.fingerprint(
                configurations.stream().map(RegisteredConfiguration::id).toList(), options.seed()),
            plan.filter().isAll() ? null : plan.filter().describe(),
            false,
            UpgradeCategory.explorationCases(plan)),
        infos,
        cells,
        timings,
        new RunResult.GenerationTiming(
            stats.classes(),
            stats.millis(),
            stats.firstMillis(),
            stats.classesPerSecondAfterFirst()),
        fromCache);
  }

  /**
   * The recorded cells and every cell they need ({@link MatrixCategory#needs}): all of a needed
   * category's cells of the same configuration, whatever the filter, the shard or the cells done
   * leave out, so that a cell comes out as in a whole run.
   */
  private static Set<CellKey> withNeeded(List<CellKey> recorded, PlannedCells planned) {
    Map<String, MatrixCategory> byId = new HashMap<>();
    planned.categories().forEach(c -> byId.put(c.id(), c));
    Set<CellKey> runs = new HashSet<>(recorded);
    Set<String> added = new HashSet<>();
    for (CellKey key : recorded) {
      MatrixCategory category = byId.get(key.category());
      for (String needed : category == null ? Set.<String>of() : category.needs(key)) {
        if (added.add(key.configuration() + " " + needed)) {
          runs.addAll(byId.get(needed).cellKeys(planned.plan(), key.configuration()));
        }
      }
    }
    return runs;
  }

  /** Every cell of the run in its global order, which shards are cut from. */
  private static List<CellKey> cellKeys(
      List<RegisteredConfiguration> configurations, PlannedCells planned) {
    List<CellKey> keys = new ArrayList<>();
    for (RegisteredConfiguration configuration : configurations) {
      keys.addAll(planned.cellKeys(configuration.id()));
    }
    return keys;
  }

  /**
   * The order the configurations start in: those that keep static state first (they get new worlds
   * for every criterion, scenario and property, and take the longest), then the plan's. Started
   * last, one of them ran alone at the end of a run for most of a minute; the results stay in the
   * plan's order.
   */
  static List<RegisteredConfiguration> startOrder(List<RegisteredConfiguration> configurations) {
    List<RegisteredConfiguration> order = new ArrayList<>(configurations);
    order.sort(Comparator.comparing(c -> !c.info().keepsStaticState()));
    return order;
  }

  private static List<ConfigurationOutcome> runAll(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      PreparedRun prepared,
      CellSelection selection,
      RunListener listener) {
    ExecutorService pool =
        Executors.newFixedThreadPool(options.parallelism(), CONFIGURATION_THREADS);
    Optional<CellCache> cache = CellCache.of(options.cache());
    try {
      Map<String, Future<ConfigurationOutcome>> futures = new HashMap<>();
      for (RegisteredConfiguration configuration : startOrder(configurations)) {
        futures.put(
            configuration.id(),
            pool.submit(
                () ->
                    new ConfigurationRun(configuration, options, selection, listener, cache)
                        .run(prepared)));
      }
      List<ConfigurationOutcome> outcomes = new ArrayList<>();
      for (RegisteredConfiguration configuration : configurations) {
        outcomes.add(futures.get(configuration.id()).get());
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
