package io.serialtck.report.compare;

import java.util.List;

/**
 * What a gated comparison found.
 *
 * @param cells how many cells ran
 * @param differences one line per cell that differs from the baseline (or, without one, does not
 *     pass), as printed
 */
public record CompareResult(int cells, List<String> differences) {

  public CompareResult {
    differences = List.copyOf(differences);
  }

  /** Every cell as the baseline expects. */
  public boolean agrees() {
    return differences.isEmpty();
  }
}
