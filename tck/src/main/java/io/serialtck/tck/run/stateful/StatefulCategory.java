package io.serialtck.tck.run.stateful;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Category {@code stateful}: does one serializer instance, held as an application holds it, stay
 * right when asked in sequences ({@link StatefulSequence})? Each sequence runs over the class
 * versions of a few curated evolution scenarios ({@link #EVOLUTIONS}), on the configuration's own
 * worker ({@link StatefulCells}), when the plan asks the category (its setting {@link
 * StatefulSetting}: the standard plan holds it).
 */
public final class StatefulCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "stateful";

  /**
   * The evolution scenarios whose class versions the sequences use: a field added, a field removed
   * and a nested class's field added.
   */
  public static final List<String> EVOLUTIONS =
      List.of("field-added", "field-removed", "nested-field-added");

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "state s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    List<CellKey> keys = new ArrayList<>();
    for (Scenario scenario : scenarios(plan)) {
      for (StatefulSequence sequence : StatefulSequence.values()) {
        keys.add(
            new CellKey(configuration, ID, sequence.scenario(scenario.id()), sequence.direction()));
      }
    }
    return keys;
  }

  /** The curated scenarios, in the order of {@link #EVOLUTIONS}; none when the plan asks none. */
  private static List<Scenario> scenarios(Plan plan) {
    return plan.setting(StatefulSetting.class).isPresent()
        ? EvolutionScenarios.of(EVOLUTIONS.toArray(String[]::new))
        : List.of();
  }

  @Override
  public boolean reorderable() {
    return true;
  }

  /** Generates the classes of every curated scenario some configuration runs a cell over. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    List<ScenarioClasses> classes = new ArrayList<>();
    for (Scenario scenario : scenarios(preparation.plan())) {
      if (preparation.runs(
          k ->
              k.category().equals(ID)
                  && StatefulSequence.evolution(k.scenario()).equals(scenario.id()))) {
        classes.add(ScenarioClasses.generate(scenario, preparation.generator()));
      }
    }
    return cells ->
        new StatefulCells(
                cells.exchanges(),
                cells.sharedSession(),
                cells.recorder(),
                cells.configuration().info().keepsStaticState())
            .run(
                classes,
                (sequence, scenario) ->
                    cells.runs(ID, sequence.scenario(scenario), sequence.direction()));
  }

  /** A row names its sequence and the evolution scenario whose class versions it uses. */
  @Override
  public Optional<RowText> describe(String scenario) {
    return StatefulSequence.ofScenario(scenario)
        .map(
            sequence ->
                RowText.of(
                    sequence.asked()
                        + " (classes of `"
                        + StatefulSequence.evolution(scenario)
                        + "`)",
                    sequence.passRule(),
                    new RowText.Docs("stateful", "sequence-" + sequence.id())));
  }
}
