package io.serialtck.tck.categories;

import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.category.RowText;
import java.util.Optional;

/**
 * What results, gates and reports know of category {@code release} without running it: its id and
 * how a row of it reads. Its cells are planned and run by {@code
 * io.serialtck.tck.release.ReleaseCategory} in the module {@code releases}, which builds on this
 * one, so that nothing here depends on a team's releases.
 */
public final class ReleaseDescription implements CellCategory {

  /** The category's id. */
  public static final String ID = "release";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Optional<RowText> describe(String scenario) {
    return Optional.of(
        RowText.of(
            "the team's class " + scenario + ", written by one release and read by the other",
            "PASS when the reader gets every field both releases share, and a field only it has"
                + " at its default",
            null));
  }
}
