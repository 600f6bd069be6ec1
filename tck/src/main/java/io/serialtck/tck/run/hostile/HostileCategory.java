package io.serialtck.tck.run.hostile;

import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import java.util.List;
import java.util.Optional;

/**
 * Category {@code hostile}: what does the library do with malformed bytes, and does it run a class
 * nobody asked for? One {@code roundtrip} cell per family of malformed input and per canary place
 * ({@link HostileScenarios}), when the plan asks them (its setting {@link HostileDepth}), in a
 * worker of the configuration's own ({@link HostileCells}), after the configuration's shared worker
 * is closed.
 */
public final class HostileCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "hostile";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "host s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    if (plan.setting(HostileDepth.class).isEmpty()) {
      return List.of();
    }
    return HostileCells.scenarios().stream()
        .map(scenario -> new CellKey(configuration, ID, scenario, Direction.ROUNDTRIP))
        .toList();
  }

  /** Its worker is its own: it runs without {@code -XX:+ExitOnOutOfMemoryError}. */
  @Override
  public boolean sharesWorker() {
    return false;
  }

  @Override
  public PreparedCategory prepare(Preparation preparation) {
    return cells -> {
      cells
          .plan()
          .setting(HostileDepth.class)
          .ifPresent(
              depth ->
                  new HostileCells(
                          cells.configuration(),
                          cells.options(),
                          cells.workers(),
                          depth,
                          cells.recorder())
                      .run(scenario -> cells.runs(ID, scenario, Direction.ROUNDTRIP)));
    };
  }

  /** A hostile id is read to its family of malformed input or its canary place. */
  @Override
  public Optional<RowText> describe(String scenario) {
    for (HostileScenarios.MutationFamily family : HostileScenarios.MutationFamily.values()) {
      if (family.scenario().equals(scenario)) {
        return Optional.of(
            RowText.of(
                family.description(),
                "PASS when " + HostileScenarios.MALFORMED_PASS_RULE,
                new RowText.Docs("hostile", "family-" + family.id())));
      }
    }
    for (HostileScenarios.CanaryPlace place : HostileScenarios.canaryPlaces()) {
      boolean secure = place.secureScenario().equals(scenario);
      if (secure || place.scenario().equals(scenario)) {
        return Optional.of(
            RowText.of(
                place.description() + (secure ? ", read at the library's secure settings" : ""),
                "PASS when " + HostileScenarios.CANARY_PASS_RULE,
                new RowText.Docs("hostile", "place-" + place.id())));
      }
    }
    return Optional.empty();
  }
}
