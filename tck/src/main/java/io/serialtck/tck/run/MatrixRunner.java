package io.serialtck.tck.run;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.property.PropertyCases;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the matrix: generates every scenario's and every property case's classes once, then runs
 * each configuration's cells in its own worker, several configurations at once.
 */
public final class MatrixRunner {

  private MatrixRunner() {}

  public static RunResult run(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      Plan plan,
      RunListener listener) {
    Instant startedAt = Instant.now();
    long started = System.nanoTime();
    List<ScenarioClasses> classes = new ArrayList<>();
    ClassGenerator generator = new ClassGenerator();
    for (Scenario scenario : plan.evolutions()) {
      classes.add(ScenarioClasses.generate(scenario, generator));
    }
    PropertyCases cases =
        PropertyCases.generate(plan.properties(), options.seed(), plan.tries(), generator);
    ClassGenerator.GenerationStats stats = generator.stats();
    PreparedPlan prepared = new PreparedPlan(plan, classes, cases);

    List<ConfigurationOutcome> outcomes = runAll(options, configurations, prepared, listener);
    List<ConfigurationInfo> infos = new ArrayList<>();
    List<CellResult> cells = new ArrayList<>();
    List<ConfigurationTiming> timings = new ArrayList<>();
    for (ConfigurationOutcome outcome : outcomes) {
      infos.add(outcome.reported());
      cells.addAll(outcome.cells());
      timings.add(outcome.timing());
    }
    return new RunResult(
        startedAt,
        (System.nanoTime() - started) / 1_000_000,
        options.jdk().version(),
        options.seed(),
        infos,
        cells,
        timings,
        new RunResult.GenerationTiming(
            stats.classes(),
            stats.millis(),
            stats.firstMillis(),
            stats.classesPerSecondAfterFirst()));
  }

  private static List<ConfigurationOutcome> runAll(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      PreparedPlan prepared,
      RunListener listener) {
    ExecutorService pool = Executors.newFixedThreadPool(options.parallelism());
    try {
      List<Future<ConfigurationOutcome>> futures = new ArrayList<>();
      for (RegisteredConfiguration configuration : configurations) {
        futures.add(
            pool.submit(
                () -> new ConfigurationRun(configuration, options, listener).run(prepared)));
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
