package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.AtomicFiles;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The cells an interrupted run of the same plan left in its folder, which {@code --resume} keeps
 * instead of running them again.
 *
 * @param cells the cells kept, in the order they finished
 */
record ResumedRun(List<CellResult> cells) {

  static final ResumedRun NONE = new ResumedRun(List.of());

  Set<CellKey> keys() {
    return cells.stream().map(CellKey::of).collect(Collectors.toSet());
  }

  /**
   * Reads what the folder's earlier run finished, refusing a run of another plan.
   *
   * @param planned this run's start: its settings and configurations
   * @param plannedKeys every cell this run would record
   * @throws ResumeRefused naming what differs, or what is missing
   */
  static ResumedRun read(Path dir, ResultsDocument planned, Set<CellKey> plannedKeys) {
    Path json = dir.resolve(ResultsFolder.RESULTS);
    Path jsonl = dir.resolve(ResultsFolder.CELLS);
    if (!Files.isRegularFile(json) || !Files.isRegularFile(jsonl)) {
      throw new ResumeRefused(
          "nothing to resume in " + dir + ": it holds no results.json and results.jsonl of a run");
    }
    ResultsDocument earlier;
    try {
      earlier = ResultsJson.readChecked(json);
    } catch (IOException e) {
      throw new ResumeRefused(
          json + " cannot be read: " + e.getMessage().lines().findFirst().orElse(""));
    }
    if (!earlier.run().incomplete()) {
      throw new ResumeRefused(
          "the run in " + dir + " finished; there is nothing to resume (run without --resume)");
    }
    String difference = difference(earlier, planned);
    if (difference != null) {
      throw new ResumeRefused(
          "the run in "
              + dir
              + " was made with another plan ("
              + difference
              + "): run it with"
              + " the same options, or without --resume");
    }
    ResultsFolder.Cells recorded = ResultsFolder.cells(jsonl);
    List<CellResult> kept = new ArrayList<>();
    for (CellResult cell : recorded.cells()) {
      if (plannedKeys.contains(CellKey.of(cell))) {
        kept.add(cell);
      }
    }
    if (recorded.tornLines() > 0) {
      rewrite(jsonl, recorded.cells());
    }
    return new ResumedRun(List.copyOf(kept));
  }

  /** What differs between two runs' settings, or null. */
  private static String difference(ResultsDocument earlier, ResultsDocument planned) {
    ResultsDocument.Run a = earlier.run();
    ResultsDocument.Run b = planned.run();
    if (a.seed() != b.seed()) {
      return "seed " + a.seed() + ", now " + b.seed();
    }
    if (a.tries() != b.tries()) {
      return a.tries() + " tries, now " + b.tries();
    }
    if (!Objects.equals(a.jdk(), b.jdk())) {
      return "JDK " + a.jdk() + ", now " + b.jdk();
    }
    if (!Objects.equals(a.shard(), b.shard())) {
      return "shard " + a.shard() + ", now " + b.shard();
    }
    List<String> before = ids(earlier);
    List<String> now = ids(planned);
    if (!before.equals(now)) {
      return "configurations " + String.join(",", before) + ", now " + String.join(",", now);
    }
    if (!Objects.equals(a.cellFilter(), b.cellFilter())) {
      return "cells " + describe(a.cellFilter()) + ", now " + describe(b.cellFilter());
    }
    if (!Objects.equals(a.planFingerprint(), b.planFingerprint())) {
      return "plan " + a.planFingerprint() + ", now " + b.planFingerprint();
    }
    return null;
  }

  private static String describe(String cellFilter) {
    return cellFilter == null ? "all" : cellFilter;
  }

  private static List<String> ids(ResultsDocument document) {
    return document.configurations().stream().map(ResultsDocument.Configuration::id).toList();
  }

  private static void rewrite(Path jsonl, List<CellResult> cells) {
    StringBuilder text = new StringBuilder();
    cells.forEach(cell -> text.append(ResultsJson.line(cell)).append('\n'));
    try {
      AtomicFiles.writeString(jsonl, text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot rewrite " + jsonl, e);
    }
  }

  /** {@code --resume} cannot be taken: a usage error. */
  static final class ResumeRefused extends RuntimeException {
    ResumeRefused(String message) {
      super(message);
    }
  }
}
