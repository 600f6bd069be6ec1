package io.serialtck.tck.release;

import java.util.List;

/**
 * What a release cell's mode says besides the library's own failure, so that a baseline records it
 * and the gate reads it back: the data a removed field drops ({@link #DROPS_DATA}), the changes no
 * value could exercise ({@link #NOT_CHECKED}), the classes no value could be made of ({@link
 * #NO_VALUE}) and a class path that does not link ({@link #CLASS_PATH_CLASH}). Parts are joined by
 * {@code "; "}.
 */
public final class ReleaseModes {

  /** The mode a cell's removed fields add, so that an accepted baseline says what is lost. */
  public static final String DROPS_DATA = "drops data: ";

  /** What the mode adds to a dropped field that a field added with the same type may replace. */
  public static final String POSSIBLE_RENAME = " (possibly renamed to ";

  /** The mode part naming changes no value could exercise. */
  public static final String NOT_CHECKED = "not checked: ";

  /** The mode of a cell the library failed because its class path does not link. */
  public static final String CLASS_PATH_CLASH = "class path clash";

  /**
   * The mode part naming classes of the team that refused every value the kit made of them: the
   * gate fails such a cell until the team gives samples of them.
   */
  public static final String NO_VALUE = "no value: ";

  private ReleaseModes() {}

  /**
   * The removed fields a cell's mode names as dropped ({@link #DROPS_DATA}), without their possible
   * new names: {@code com.example.Shipment.note}.
   */
  public static List<String> droppedFields(String mode) {
    return modePart(mode, DROPS_DATA).stream()
        .map(field -> field.replaceFirst(" \\(possibly renamed to .*\\)$", ""))
        .toList();
  }

  /** The classes a cell's mode names as refusing every value ({@link #NO_VALUE}). */
  public static List<String> unmadeClasses(String mode) {
    return modePart(mode, NO_VALUE);
  }

  private static List<String> modePart(String mode, String prefix) {
    for (String part : mode.split("; ")) {
      if (part.startsWith(prefix)) {
        return List.of(part.substring(prefix.length()).split(", "));
      }
    }
    return List.of();
  }
}
