package io.serialtck.tck.run;

import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import java.util.List;

/**
 * What one configuration's worker runs of a prepared plan to produce its selected cells: the
 * selected criteria and properties, and the evolution scenarios with a selected cell. When the
 * {@code consistency} cell is selected every scenario is run, since that property compares with the
 * evolution cells' outcomes and its cell must come out as in a whole run; the cells that are not
 * selected are then run but not recorded ({@code fidelity} and {@code safety} need no evolution
 * cell). The upgrade criteria are those with a selected cell across library versions, across
 * configurations of one format (a migration), and across JDKs.
 */
record ConfigurationWork(
    List<Criterion> criteria,
    List<ScenarioClasses> scenarios,
    List<Property> properties,
    List<Criterion> libraryUpgrade,
    List<Criterion> migration,
    List<Criterion> jdkUpgrade) {

  static ConfigurationWork of(PreparedPlan prepared, String configurationId, CellSelection cells) {
    Selected selected = new Selected(configurationId, cells);
    Plan plan = prepared.plan();
    List<Property> properties =
        plan.properties().stream()
            .filter(p -> selected.has(Category.PROPERTY, p.id(), Direction.ROUNDTRIP))
            .toList();
    List<ScenarioClasses> scenarios =
        !properties.contains(Property.CONSISTENCY)
            ? prepared.scenarios().stream()
                .filter(
                    s ->
                        selected.has(Category.EVOLUTION, s.scenario().id(), Direction.BACKWARD)
                            || selected.has(
                                Category.EVOLUTION, s.scenario().id(), Direction.FORWARD))
                .toList()
            : prepared.scenarios();
    return new ConfigurationWork(
        plan.criteria().stream()
            .filter(c -> selected.has(Category.FLEXIBILITY, c.id(), Direction.ROUNDTRIP))
            .toList(),
        scenarios,
        properties,
        upgradeCriteria(plan, selected, Plan.LIBRARY_UPGRADE),
        upgradeCriteria(plan, selected, Plan.MIGRATION),
        upgradeCriteria(plan, selected, Plan.JDK_UPGRADE));
  }

  private static List<Criterion> upgradeCriteria(Plan plan, Selected selected, String prefix) {
    return plan.criteria().stream()
        .filter(
            c ->
                selected.has(Category.UPGRADE, prefix + c.id(), Direction.BACKWARD)
                    || selected.has(Category.UPGRADE, prefix + c.id(), Direction.FORWARD))
        .toList();
  }

  private record Selected(String configurationId, CellSelection cells) {

    boolean has(Category category, String scenarioId, Direction direction) {
      return cells.contains(new CellKey(configurationId, category.id(), scenarioId, direction));
    }
  }
}
