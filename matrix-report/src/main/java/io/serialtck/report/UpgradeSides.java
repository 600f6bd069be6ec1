package io.serialtck.report;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the upgrade category's cells crossed, for {@code matrix.md}: per configuration and kind
 * ({@code library}, {@code jdk}), the library version and JDK that wrote the {@code backward} cells
 * and those that read them ({@code forward} is the other way).
 */
final class UpgradeSides {

  private UpgradeSides() {}

  static void render(StringBuilder md, List<CellResult> cells) {
    Map<String, CellResult> firstBackward = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      int colon = cell.scenario().indexOf(':');
      if (cell.direction() == Direction.BACKWARD && colon > 0) {
        String kind = cell.scenario().substring(0, colon);
        firstBackward.putIfAbsent(cell.configuration() + "\u0000" + kind, cell);
      }
    }
    if (firstBackward.isEmpty()) {
      return;
    }
    md.append("`backward`: written before the upgrade, read after it; `forward`: the rollback.\n\n")
        .append("| configuration | across | before (writes backward) | after (reads backward) |\n")
        .append("|---|---|---|---|\n");
    firstBackward.forEach(
        (key, cell) ->
            md.append("| `")
                .append(cell.configuration())
                .append("` | ")
                .append(key.substring(key.indexOf('\u0000') + 1))
                .append(" | ")
                .append(describe(cell.writer()))
                .append(" | ")
                .append(describe(cell.reader()))
                .append(" |\n"));
    md.append('\n');
  }

  /** {@code kryo-default 5.5.0 on JDK 17}: a side as the upgrade tables name it. */
  static String describe(Side side) {
    if (side == null) {
      return "";
    }
    String version = side.libraryVersion() + " on JDK " + side.jdk();
    return side.configuration() == null ? version : side.configuration() + " " + version;
  }
}
