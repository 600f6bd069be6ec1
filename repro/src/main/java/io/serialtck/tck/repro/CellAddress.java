package io.serialtck.tck.repro;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import java.util.Arrays;

/**
 * A cell named as the baseline names it, {@code configuration/category/scenario/direction} (e.g.
 * {@code kryo-default/evolution/int-to-BigDecimal@minus-one/forward}), and the folder name its
 * reproducer gets.
 */
public final class CellAddress {

  private CellAddress() {}

  /**
   * Parses {@code configuration/category/scenario/direction}.
   *
   * @throws IllegalArgumentException naming the form when the text is not one
   */
  public static CellKey parse(String text) {
    String[] parts = text.split("/", -1);
    if (parts.length < 4 || parts[0].isEmpty() || parts[1].isEmpty()) {
      throw new IllegalArgumentException(
          "'" + text + "' is not configuration/category/scenario/direction");
    }
    String scenario = String.join("/", Arrays.copyOfRange(parts, 2, parts.length - 1));
    Direction direction;
    try {
      direction = Direction.of(parts[parts.length - 1]);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "'" + text + "' does not end with a direction (roundtrip, backward, forward)", e);
    }
    return new CellKey(parts[0], parts[1], scenario, direction);
  }

  /** {@code configuration/category/scenario/direction}. */
  public static String of(CellKey key) {
    return key.configuration() + "/" + key.path();
  }

  /** {@code configuration/category/scenario/direction} of a cell. */
  public static String of(CellResult cell) {
    return of(CellKey.of(cell));
  }

  /**
   * The folder name of a cell's reproducer: its address with {@code /} as {@code __} and every
   * character a shell's class path or a file system may take otherwise ({@code :}) as {@code _}.
   */
  public static String folderName(CellKey key) {
    return of(key).replace("/", "__").replaceAll("[^A-Za-z0-9@._+-]", "_");
  }
}
