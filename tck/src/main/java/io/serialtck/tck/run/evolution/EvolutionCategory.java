package io.serialtck.tck.run.evolution;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.evolution.catalogue.ComparisonGroup;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.RegressionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.CellOrder;
import io.serialtck.tck.plan.Plan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Category {@code evolution}: what happens when the class changes? A {@code backward} and a {@code
 * forward} cell per scenario of the plan ({@link EvolutionScenarios}), on the configuration's own
 * worker ({@link EvolutionCells}). Each scenario's classes are generated once per run, for the
 * scenarios some configuration runs.
 */
public final class EvolutionCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "evolution";

  private static final Map<String, CatalogueKind> KINDS =
      Catalogue.kinds().stream()
          .collect(Collectors.toUnmodifiableMap(CatalogueKind::id, Function.identity()));
  private static final Map<String, Scenario> CHAINS =
      EvolutionScenarios.chains().stream()
          .collect(Collectors.toUnmodifiableMap(Scenario::id, Function.identity()));
  private static final Map<String, Scenario> REGRESSIONS =
      RegressionScenarios.all().stream()
          .collect(Collectors.toUnmodifiableMap(Scenario::id, Function.identity()));

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "evol s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    List<CellKey> keys = new ArrayList<>();
    for (Scenario scenario : plan.evolutions()) {
      keys.add(new CellKey(configuration, ID, scenario.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, ID, scenario.id(), Direction.FORWARD));
    }
    return keys;
  }

  @Override
  public boolean reorderable() {
    return true;
  }

  /** Generates the classes of every scenario some configuration runs a cell of. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    List<ScenarioClasses> classes = new ArrayList<>();
    for (Scenario scenario : preparation.plan().evolutions()) {
      if (preparation.runs(ID, scenario.id())) {
        classes.add(ScenarioClasses.generate(scenario, preparation.generator()));
      }
    }
    return cells -> {
      List<ScenarioClasses> scenarios =
          classes.stream()
              .filter(
                  s ->
                      cells.runs(ID, s.scenario().id(), Direction.BACKWARD)
                          || cells.runs(ID, s.scenario().id(), Direction.FORWARD))
              .toList();
      CellOrder order = cells.options().cellOrder();
      new EvolutionCells(cells.exchanges(), cells.recorder())
          .run(order.arrange(scenarios), order.directions());
    };
  }

  /**
   * An evolution id is read through its class style ({@code bean:}) and value sweep ({@code
   * @long-max}) to its catalogue kind or chain; every evolution row is listed by topic.
   */
  @Override
  public Optional<RowText> describe(String scenario) {
    String unstyled = ClassStyle.unstyled(scenario);
    String id = ValueSweeps.sweptId(unstyled);
    String asked = "";
    if (!id.equals(unstyled)) {
      asked += " (value sweep `" + unstyled.substring(id.length() + 1) + "`)";
    }
    if (ClassStyle.ofScenario(scenario) == ClassStyle.BEAN) {
      asked += " (on JavaBeans)";
    }
    CatalogueKind kind = KINDS.get(id);
    if (kind != null) {
      return Optional.of(
          RowText.underTopic(
              kind.group(),
              kind.text().example() + asked,
              "PASS when the reader gets: " + kind.text().valueMapping() + "; other fields intact",
              new RowText.Docs("evolution-catalogue", "kind-" + id)));
    }
    Scenario chain = CHAINS.get(id);
    if (chain != null) {
      return Optional.of(
          RowText.underTopic(
              EvolutionScenarios.CHAINS_GROUP,
              chain.description() + asked,
              "PASS when the last version reads v1's values as both steps map them, and v1 reads"
                  + " the last version's",
              new RowText.Docs("evolution-catalogue", "chain-" + id)));
    }
    Scenario regression = REGRESSIONS.get(id);
    if (regression != null) {
      return Optional.of(
          RowText.underTopic(
              ComparisonGroup.FIELDS_ADDED_REMOVED,
              regression.description() + asked,
              "PASS when the reader gets every value the change keeps, an added field at its"
                  + " default; other fields intact (a shape from a library's tracker:"
                  + " docs/regressions.md)",
              new RowText.Docs("evolution-catalogue", "regression-" + id)));
    }
    return Optional.of(RowText.underTopic(null, "", "", null));
  }
}
