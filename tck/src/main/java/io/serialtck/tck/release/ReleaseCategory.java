package io.serialtck.tck.release;

import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.category.RowText;
import java.util.Optional;

/**
 * Category {@code release}: do a team's own classes read across two of its releases, or across two
 * library versions? Asked by {@code ./serialtck compare} and the Maven plugin, not by the matrix: a
 * {@code backward} and a {@code forward} cell per root class ({@link ReleaseCells}).
 */
public final class ReleaseCategory implements CellCategory {

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
