package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.upgrade.SideCheck;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run says of its cells without an outcome, on standard error: each pair one of whose sides
 * cannot run once, naming the cause and what to do, then how many cells the kit itself failed.
 */
final class NoOutcomeCells {

  private NoOutcomeCells() {}

  /**
   * Prints them and tells how many cells have no outcome.
   *
   * @return the number of cells marked {@code harnessError}
   */
  static int report(PrintStream progress, List<CellResult> cells) {
    Map<String, Integer> unrunnable = new LinkedHashMap<>();
    int kitFailures = 0;
    for (CellResult cell : cells) {
      if (!cell.harnessError()) {
        continue;
      }
      if (SideCheck.MODE.equals(cell.mode())) {
        unrunnable.merge(cell.configuration() + ": " + cell.detail(), 1, Integer::sum);
      } else {
        kitFailures++;
      }
    }
    unrunnable.forEach(
        (line, count) ->
            progress.printf("error: %d upgrade cells measured nothing: %s%n", count, line));
    if (kitFailures > 0) {
      progress.printf(
          "%d cells have no outcome because the kit failed (see their detail, marked harness"
              + " error)%n",
          kitFailures);
    }
    return kitFailures + unrunnable.values().stream().mapToInt(Integer::intValue).sum();
  }
}
