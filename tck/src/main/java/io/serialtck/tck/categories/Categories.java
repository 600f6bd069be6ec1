package io.serialtck.tck.categories;

import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.run.evolution.EvolutionCategory;
import io.serialtck.tck.run.flexibility.FlexibilityCategory;
import io.serialtck.tck.run.hostile.HostileCategory;
import io.serialtck.tck.run.interop.InteropCategory;
import io.serialtck.tck.run.property.PropertyCategory;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.tck.run.upgrade.UpgradeCategory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The kit's categories, the one list of them. The matrix asks the {@link #MATRIX} categories in
 * their order: a configuration's cells are planned, run and recorded category by category in it,
 * and reports list categories in it; {@code compare} asks {@link #COMPARE} through the same runner.
 * A new category is a class implementing {@link MatrixCategory} and its line in {@link #MATRIX};
 * the constants name the categories the kit's own code refers to (scores, reports). Category {@link
 * #RELEASE} is only described here: {@code compare} asks it through the same runner, from the
 * module {@code releases}.
 */
public final class Categories {

  /** Can it serialize this without being asked questions? */
  public static final FlexibilityCategory FLEXIBILITY = new FlexibilityCategory();

  /** What happens when the class changes? */
  public static final EvolutionCategory EVOLUTION = new EvolutionCategory();

  /** Does one serializer instance, held as an application holds it, stay right in sequences? */
  public static final StatefulCategory STATEFUL = new StatefulCategory();

  /**
   * Does the right class come back when writer and reader register their classes in different
   * orders (asked of configurations whose registration assigns ids in order)?
   */
  public static final RegistrationOrderCategory REGISTRATION_ORDER =
      new RegistrationOrderCategory();

  /** Do random shapes and evolutions keep a property? */
  public static final PropertyCategory PROPERTY = new PropertyCategory();

  /** What happens when the library, its configuration or the JDK changes? */
  public static final UpgradeCategory UPGRADE = new UpgradeCategory();

  /** What does it do with malformed bytes, and does it run a class nobody asked for? */
  public static final HostileCategory HOSTILE = new HostileCategory();

  /** Is what it writes JSON that other programs read, and does it read theirs? */
  public static final InteropCategory INTEROP = new InteropCategory();

  /**
   * Do a team's own classes read across two of its releases ({@code ./serialtck compare})? What
   * results and reports know of it; its cells are planned and run in the module {@code releases}.
   */
  public static final CellCategory RELEASE = new ReleaseDescription();

  /** The categories the matrix asks, in the order they run and are listed. */
  public static final List<MatrixCategory> MATRIX =
      List.of(
          FLEXIBILITY,
          EVOLUTION,
          STATEFUL,
          REGISTRATION_ORDER,
          PROPERTY,
          UPGRADE,
          INTEROP,
          HOSTILE);

  /** Every category: the matrix's, then {@link #RELEASE}, asked elsewhere. */
  public static final List<CellCategory> ALL = all();

  private Categories() {}

  private static List<CellCategory> all() {
    List<CellCategory> all = new ArrayList<>(MATRIX);
    all.add(RELEASE);
    return List.copyOf(all);
  }

  /** The category of this id, if the kit has one. */
  public static Optional<CellCategory> byId(String id) {
    return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  /** The matrix's category of this id, if there is one. */
  public static Optional<MatrixCategory> inMatrix(String id) {
    return MATRIX.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  /**
   * A filter of the cells of these matrix categories whose scenario matches one of the globs, the
   * categories in the kit's order: filters that name the same categories in any order are equal,
   * and describe and fingerprint alike.
   *
   * @throws IllegalArgumentException when an id is no matrix category's
   */
  public static CellFilter filter(List<String> categoryIds, List<String> scenarios) {
    for (String id : categoryIds) {
      if (inMatrix(id).isEmpty()) {
        throw new IllegalArgumentException(
            "unknown category '" + id + "'; valid: " + String.join(", ", matrixIds()));
      }
    }
    return new CellFilter(matrixIds().stream().filter(categoryIds::contains).toList(), scenarios);
  }

  /** The ids of {@link #MATRIX}, in order: what {@code run --categories} takes. */
  public static List<String> matrixIds() {
    return MATRIX.stream().map(CellCategory::id).toList();
  }
}
