package io.serialtck.tck.run.property;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.property.PropertyCases;
import io.serialtck.tck.run.evolution.EvolutionCategory;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Category {@code property}: do random shapes and evolutions keep a property? One {@code roundtrip}
 * cell per property of the plan, each of the plan's tries of random cases ({@link PropertyCases},
 * generated once per run with the run's seed), on the configuration's own worker ({@link
 * PropertyCells}). {@link Property#CONSISTENCY} compares with the configuration's evolution cells,
 * which it therefore needs run first.
 */
public final class PropertyCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "property";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "prop s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    return plan.properties().stream()
        .map(p -> new CellKey(configuration, ID, p.id(), Direction.ROUNDTRIP))
        .toList();
  }

  /** Its outcomes come from random cases of the run's seed and tries. */
  @Override
  public boolean seeded() {
    return true;
  }

  @Override
  public Set<String> needs(CellKey cell) {
    return cell.scenario().equals(Property.CONSISTENCY.id())
        ? Set.of(EvolutionCategory.ID)
        : Set.of();
  }

  /** Generates the random cases of every property some configuration runs. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    Plan plan = preparation.plan();
    List<Property> properties =
        plan.properties().stream().filter(p -> preparation.runs(ID, p.id())).toList();
    long seed = preparation.options().seed();
    PropertyCases cases =
        PropertyCases.generate(properties, seed, plan.tries(), preparation.generator());
    return cells -> {
      List<Property> run =
          plan.properties().stream()
              .filter(p -> cells.runs(ID, p.id(), Direction.ROUNDTRIP))
              .toList();
      if (!run.isEmpty()) {
        new PropertyCells(
                cells.exchanges(),
                cells.recorder(),
                cells.ran(EvolutionCategory.ID),
                cases,
                seed,
                preparation.generator())
            .run(run);
      }
    };
  }

  @Override
  public Optional<RowText> describe(String scenario) {
    return Arrays.stream(Property.values())
        .filter(p -> p.id().equals(scenario))
        .findFirst()
        .map(
            p ->
                RowText.of(
                    "",
                    "PASS when " + p.statement(),
                    new RowText.Docs("properties", "property-" + p.id())));
  }
}
