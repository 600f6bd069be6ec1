package io.serialtck.tck.baseline;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a run may become the baseline. A run that did not finish, or in which a configuration has
 * no cell but harness errors, crashes or timeouts, says nothing of its libraries (a worker that
 * could not start, a heap too small, a timeout too short): written as the baseline, it would make
 * every later run look like a regression.
 */
public final class BaselineCandidate {

  private BaselineCandidate() {}

  /** Why the run cannot become the baseline, or empty when it can. */
  public static Optional<String> problem(ResultsDocument document) {
    if (document.run().incomplete()) {
      return Optional.of(
          "the run did not finish ("
              + document.cells().size()
              + " cells): resume it with --resume, or run it again");
    }
    Map<String, Boolean> onlyFailures = new LinkedHashMap<>();
    for (CellResult cell : document.cells()) {
      onlyFailures.merge(cell.configuration(), isRunFailure(cell), Boolean::logicalAnd);
    }
    List<String> failed =
        onlyFailures.entrySet().stream()
            .filter(Map.Entry::getValue)
            .map(Map.Entry::getKey)
            .toList();
    if (failed.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        String.join(", ", failed)
            + (failed.size() == 1 ? " has" : " have")
            + " no cell but harness errors, crashes or timeouts: the run says nothing of the"
            + " library (check --worker-heap, --timeout, --jdk and the worker logs), so it is not"
            + " written as the baseline");
  }

  private static boolean isRunFailure(CellResult cell) {
    return cell.harnessError() || cell.outcome().isWorkerLost();
  }
}
