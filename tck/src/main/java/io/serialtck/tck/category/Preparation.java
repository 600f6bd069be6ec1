package io.serialtck.tck.category;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a category is given to prepare for a run ({@link MatrixCategory#prepare}).
 *
 * @param configurations every configuration of the run, in its order, then the migration sides it
 *     reaches without running their cells (a migration's other side may be any of them)
 * @param recorded the cells the run records: the plan's (those its filter keeps), or a shard's
 *     block of them, without those an interrupted run already has
 * @param run the cells the run runs: those recorded and the cells they need ({@link
 *     MatrixCategory#needs})
 * @param generator the run's one class generator, which counts the classes made for its timing
 */
public record Preparation(
    Plan plan,
    RunOptions options,
    List<RegisteredConfiguration> configurations,
    Set<CellKey> recorded,
    Set<CellKey> run,
    ClassGenerator generator) {

  public Preparation {
    configurations = List.copyOf(configurations);
    recorded = Set.copyOf(recorded);
    run = Set.copyOf(run);
  }

  /** Whether the run runs some cell of this kind. */
  public boolean runs(Predicate<CellKey> cell) {
    return run.stream().anyMatch(cell);
  }

  /** Whether the run runs a cell of this category and scenario (any configuration, direction). */
  public boolean runs(String category, String scenario) {
    return runs(k -> k.category().equals(category) && k.scenario().equals(scenario));
  }

  /** The configurations with a recorded cell of this kind, in the run's order. */
  public List<RegisteredConfiguration> recording(Predicate<CellKey> cell) {
    return configurations.stream()
        .filter(
            c -> recorded.stream().anyMatch(k -> k.configuration().equals(c.id()) && cell.test(k)))
        .toList();
  }
}
