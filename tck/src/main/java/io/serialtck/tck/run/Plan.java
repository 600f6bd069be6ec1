package io.serialtck.tck.run;

import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.property.Property;
import java.util.ArrayList;
import java.util.List;

/**
 * What a run asks every configuration: the flexibility criteria (one {@code roundtrip} cell each),
 * the evolution scenarios (a {@code backward} and a {@code forward} cell each) and the properties
 * (one cell each, of {@code tries} random cases).
 */
public record Plan(
    List<Criterion> criteria, List<Scenario> evolutions, List<Property> properties, int tries) {

  /** Tries per property and configuration in a default run. */
  public static final int DEFAULT_TRIES = 200;

  public Plan {
    criteria = List.copyOf(criteria);
    evolutions = List.copyOf(evolutions);
    properties = List.copyOf(properties);
    if (!properties.isEmpty() && tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1: " + tries);
    }
  }

  /** The whole default matrix. */
  public static Plan full(int tries) {
    return new Plan(
        FlexibilityCriteria.all(), EvolutionScenarios.all(), List.of(Property.values()), tries);
  }

  /** Only these evolution scenarios. */
  public static Plan evolutions(List<Scenario> scenarios) {
    return new Plan(List.of(), scenarios, List.of(), 0);
  }

  /** How many cells each configuration gets. */
  public int cellsPerConfiguration() {
    return criteria.size() + 2 * evolutions.size() + properties.size();
  }

  /** The keys of one configuration's cells, in the order a run records them. */
  public List<CellKey> cellKeys(String configuration) {
    List<CellKey> keys = new ArrayList<>(cellsPerConfiguration());
    String flexibility = Category.FLEXIBILITY.id();
    String evolution = Category.EVOLUTION.id();
    for (Criterion criterion : criteria) {
      keys.add(new CellKey(configuration, flexibility, criterion.id(), Direction.ROUNDTRIP));
    }
    for (Scenario scenario : evolutions) {
      keys.add(new CellKey(configuration, evolution, scenario.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, evolution, scenario.id(), Direction.FORWARD));
    }
    for (Property property : properties) {
      keys.add(
          new CellKey(configuration, Category.PROPERTY.id(), property.id(), Direction.ROUNDTRIP));
    }
    return keys;
  }
}
