package io.serialtck.tck.run.registration;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Category {@code registration-order}: does a configuration whose class registration numbers the
 * classes in order read the right class when writer and reader register the same classes in
 * different orders, or one of them one class more ({@link RegistrationCase})? Asked only of the
 * configurations the plan names (its setting {@link OrderedRegistrations}: those that declare
 * {@link io.serialtck.spi.SerializerConfiguration#registrationAssignsIds()}), a cell per case, on
 * the configuration's own worker ({@link RegistrationOrderCells}).
 */
public final class RegistrationOrderCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "registration-order";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "order s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    if (!plan.setting(OrderedRegistrations.class).map(s -> s.asks(configuration)).orElse(false)) {
      return List.of();
    }
    return Arrays.stream(RegistrationCase.values())
        .map(c -> new CellKey(configuration, ID, c.id(), c.direction()))
        .toList();
  }

  @Override
  public String noCellsHint() {
    return "they are asked only of configurations that declare their class registration assigns"
        + " ids in order (registrationAssignsIds)";
  }

  @Override
  public boolean reorderable() {
    return true;
  }

  /** Generates the classes once, when some configuration runs a cell of the category. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    Map<String, byte[]> classes =
        preparation.runs(k -> k.category().equals(ID))
            ? RegistrationClass.generate(preparation.generator())
            : Map.of();
    return cells ->
        new RegistrationOrderCells(cells.exchanges(), cells.recorder())
            .run(classes, c -> cells.runs(ID, c.id(), c.direction()));
  }

  /** A row says what each side registers. */
  @Override
  public Optional<RowText> describe(String scenario) {
    return RegistrationCase.ofScenario(scenario)
        .map(
            c ->
                RowText.of(
                    c.asked(),
                    RegistrationCase.PASS_RULE,
                    new RowText.Docs("registration-order", "case-" + c.id())));
  }
}
