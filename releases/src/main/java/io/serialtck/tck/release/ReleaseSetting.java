package io.serialtck.tck.release;

import io.serialtck.tck.plan.CategorySetting;
import java.util.List;
import java.util.Map;

/**
 * What the {@code release} category asks, held in the plan as the category's own setting ({@link
 * io.serialtck.tck.plan.Plan#with}): {@code ./serialtck compare}, the Maven plugin and the JUnit
 * route set it; a plan without it has no release cells. The random values per cell are the plan's
 * {@link io.serialtck.tck.plan.Plan#tries tries}.
 *
 * @param roots the team's root classes, read in both releases, in the order their cells are asked
 * @param worlds each compared configuration's two worlds, by configuration id: a configuration
 *     without worlds here has no release cells
 * @param throughConstructors the writer's objects are built through their classes' public
 *     constructors and setters where the classes offer fitting ones (else field by field); a value
 *     a constructor or setter refuses says nothing
 */
public record ReleaseSetting(
    List<ReleaseRoot> roots, Map<String, ReleaseWorlds> worlds, boolean throughConstructors)
    implements CategorySetting {

  public ReleaseSetting {
    roots = List.copyOf(roots);
    worlds = Map.copyOf(worlds);
  }
}
