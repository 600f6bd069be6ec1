package io.serialtck.tck.score;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import java.util.Objects;

/**
 * One member of a {@link ScoredGroup}: the cells of one scenario id in one category. A flexibility
 * member claims the criterion's {@code roundtrip} cell; an evolution member claims the scenario's
 * cells in every direction ({@code backward} and {@code forward}), class style and value sweep.
 *
 * @param category the {@link io.serialtck.tck.category.CellCategory#id()} of the cells this member
 *     claims
 * @param id a criterion id, a catalogue id or a chain's id
 */
public record GroupMember(String category, String id) {

  public GroupMember {
    Objects.requireNonNull(category, "category");
    Objects.requireNonNull(id, "id");
    if (id.isBlank()) {
      throw new IllegalArgumentException("a member needs an id");
    }
  }

  /** The {@code roundtrip} cell of a flexibility criterion. */
  public static GroupMember criterion(String id) {
    return new GroupMember(Categories.FLEXIBILITY.id(), id);
  }

  /** Both directions' cells of an evolution scenario. */
  public static GroupMember evolution(String id) {
    return new GroupMember(Categories.EVOLUTION.id(), id);
  }

  /**
   * True when this member claims scenario {@code scenario} of category {@code cellCategory}. An
   * evolution member claims its scenario in every class style ({@code bean:field-added}) and with
   * every value sweep ({@code long-to-int@long-max}): which style counts is the score's choice.
   */
  public boolean matches(String cellCategory, String scenario) {
    if (!category.equals(cellCategory)) {
      return false;
    }
    if (category.equals(Categories.EVOLUTION.id())) {
      scenario = ValueSweeps.sweptId(ClassStyle.unstyled(scenario));
    }
    return scenario.equals(id);
  }

  /** True when this member claims the cell. */
  public boolean matches(CellResult cell) {
    return matches(cell.category(), cell.scenario());
  }
}
