package io.serialtck.tck.run.flexibility;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Category {@code flexibility}: can the library serialize this without being asked questions? One
 * {@code roundtrip} cell per criterion of the plan ({@link FlexibilityCriteria}), each fixture
 * written in one world of the configuration's own worker and read in the other ({@link
 * FlexibilityCells}).
 */
public final class FlexibilityCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "flexibility";

  private static final Map<String, Criterion> CRITERIA =
      FlexibilityCriteria.all().stream()
          .collect(Collectors.toUnmodifiableMap(Criterion::id, Function.identity()));

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "flex s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    return plan.criteria().stream()
        .map(c -> new CellKey(configuration, ID, c.id(), Direction.ROUNDTRIP))
        .toList();
  }

  @Override
  public boolean reorderable() {
    return true;
  }

  @Override
  public PreparedCategory prepare(Preparation preparation) {
    return cells -> {
      List<Criterion> criteria =
          cells.plan().criteria().stream()
              .filter(c -> cells.runs(ID, c.id(), Direction.ROUNDTRIP))
              .toList();
      new FlexibilityCells(cells.exchanges(), cells.recorder())
          .run(cells.options().cellOrder().arrange(criteria));
    };
  }

  @Override
  public Optional<RowText> describe(String scenario) {
    return criterion(scenario, "");
  }

  /**
   * A row about a criterion: its pass rule and docs entry, with what changes between writer and
   * reader (empty for a round trip); empty for an id that is no criterion.
   */
  public static Optional<RowText> criterion(String id, String change) {
    Criterion criterion = CRITERIA.get(id);
    return criterion == null
        ? Optional.empty()
        : Optional.of(
            RowText.of(
                change,
                "PASS when " + criterion.passRule(),
                new RowText.Docs("flexibility-criteria", "criterion-" + criterion.id())));
  }
}
