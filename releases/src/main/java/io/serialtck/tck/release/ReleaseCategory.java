package io.serialtck.tck.release;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.ReleaseDescription;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Category {@code release}: do a team's own classes read across two of its releases, or across two
 * library versions? Asked by {@code ./serialtck compare}, the Maven plugin and the JUnit route
 * through the matrix runner, as the only category of their plan; {@code run}'s matrix does not ask
 * it. What it asks is its own setting in the plan ({@link ReleaseSetting}: the roots and each
 * configuration's two worlds): a {@code backward} and a {@code forward} cell per root and
 * configuration, scenario the root's class name, run in a worker of the configuration's own ({@link
 * ReleaseCells}).
 */
public final class ReleaseCategory implements MatrixCategory {

  /** The category's id, {@link Categories#RELEASE}'s. */
  public static final String ID = ReleaseDescription.ID;

  /**
   * The categories {@code compare} (and the Maven plugin's {@code check}, the JUnit route {@code
   * SerialTckReleases}) asks through the same runner as the matrix: this one alone.
   */
  public static final List<MatrixCategory> COMPARE = List.of(new ReleaseCategory());

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "rel s";
  }

  /**
   * For each root of the plan's {@link ReleaseSetting}, {@code backward} then {@code forward}, when
   * the setting gives the configuration its worlds; none without the setting.
   */
  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    return plan.setting(ReleaseSetting.class)
        .filter(setting -> setting.worlds().containsKey(configuration))
        .map(
            setting ->
                setting.roots().stream()
                    .flatMap(
                        root ->
                            Stream.of(Direction.BACKWARD, Direction.FORWARD)
                                .map(d -> new CellKey(configuration, ID, root.scenario(), d)))
                    .toList())
        .orElse(List.of());
  }

  @Override
  public String noCellsHint() {
    return "they are asked only by compare, of a team's root classes across two releases";
  }

  /** Release cells use a worker of their own, whose worlds are the releases'. */
  @Override
  public boolean sharesWorker() {
    return false;
  }

  /** Nothing is shared between configurations but the setting the plan holds. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    Optional<ReleaseSetting> setting = preparation.plan().setting(ReleaseSetting.class);
    return cells -> setting.ifPresent(s -> new ReleaseCells(cells, s).run());
  }

  /** As {@link Categories#RELEASE} describes it. */
  @Override
  public Optional<RowText> describe(String scenario) {
    return Categories.RELEASE.describe(scenario);
  }
}
