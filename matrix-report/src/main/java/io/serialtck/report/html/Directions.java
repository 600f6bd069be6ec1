package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;

import io.serialtck.tck.Direction;

/**
 * What each direction means, in the words of the kit's README: shown in short on every row and in
 * full above the matrix.
 */
final class Directions {

  private Directions() {}

  /** A few words the row shows after its direction. */
  static String shortly(Direction direction) {
    return switch (direction) {
      case ROUNDTRIP -> "one version writes and reads";
      case BACKWARD -> "new reads old";
      case FORWARD -> "old reads new";
    };
  }

  /** The definitions above the matrix. */
  static String definitions() {
    return "<dl id=\"directions\" class=\"directions\">\n"
        + definition(
            Direction.BACKWARD,
            "the new version reads bytes the old one wrote: new code reading old data (after an"
                + " upgrade of the classes, or, in upgrade rows, of the library or JDK).")
        + definition(
            Direction.FORWARD,
            "the old version reads bytes the new one wrote: old code reading new data (a node not"
                + " yet upgraded in a rolling deployment, or a rollback).")
        + definition(
            Direction.ROUNDTRIP,
            "one class version writes and reads (flexibility criteria and properties).")
        + "</dl>\n";
  }

  private static String definition(Direction direction, String text) {
    return "<dt><b>"
        + escape(direction.id())
        + "</b> <small>"
        + escape(shortly(direction))
        + "</small></dt><dd>"
        + escape(text)
        + "</dd>\n";
  }
}
