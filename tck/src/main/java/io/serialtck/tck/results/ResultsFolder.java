package io.serialtck.tck.results;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a run's report folder as the reports and reproducers need it: {@code results.json}, and
 * when that says the run did not finish (interrupted, killed, still under way), the cells {@code
 * results.jsonl} recorded as they finished too: the cells of both, each once.
 */
public final class ResultsFolder {

  public static final String RESULTS = "results.json";
  public static final String CELLS = "results.jsonl";

  private ResultsFolder() {}

  /**
   * The folder's document.
   *
   * @param location a report folder, or its {@code results.json} or {@code results.jsonl}
   * @throws ResultsException when there is no results.json or it cannot be read; the message names
   *     the path as given when it does not exist, else the file, the cause and {@code
   *     results.jsonl} when one is beside it
   * @throws NewerSchemaException when a newer kit wrote the results
   */
  public static ResultsDocument read(Path location) {
    if (!Files.exists(location)) {
      throw new ResultsException("no such folder or file: " + location);
    }
    if (!Files.isDirectory(location) && !Files.isRegularFile(location)) {
      throw new ResultsException(
          location + " is neither a run's report folder nor its " + RESULTS + " file");
    }
    Path json =
        Files.isDirectory(location)
            ? location.resolve(RESULTS)
            : location.getFileName() != null && location.getFileName().toString().equals(CELLS)
                ? location.resolveSibling(RESULTS)
                : location;
    Path dir = json.toAbsolutePath().getParent();
    Path jsonl = dir.resolve(CELLS);
    if (Files.isDirectory(json)) {
      throw new ResultsException(json + " is a folder; a run's " + RESULTS + " is a file");
    }
    if (!Files.isRegularFile(json)) {
      throw new ResultsException(
          "no " + RESULTS + " in " + dir + " (is it a run's report folder?)" + besides(jsonl));
    }
    ResultsDocument document;
    try {
      document = ResultsJson.readChecked(json);
    } catch (IOException e) {
      throw new ResultsException(json + " cannot be read (" + reason(e) + ")" + besides(jsonl), e);
    }
    if (!document.run().incomplete() || !Files.isRegularFile(jsonl)) {
      return document;
    }
    return document.withCells(both(document.cells(), cells(jsonl).cells()), true);
  }

  /**
   * The cells of {@code results.json}, in its order, then those only {@code results.jsonl} holds; a
   * cell both hold is the line {@code results.jsonl} recorded when it finished.
   */
  static List<CellResult> both(List<CellResult> written, List<CellResult> recorded) {
    Map<CellKey, CellResult> byKey = new LinkedHashMap<>();
    written.forEach(cell -> byKey.put(CellKey.of(cell), cell));
    recorded.forEach(cell -> byKey.put(CellKey.of(cell), cell));
    return new ArrayList<>(byKey.values());
  }

  /** The cells of a results.jsonl, the last of each key kept; a torn last line is left out. */
  public static Cells cells(Path jsonl) {
    List<String> lines;
    try {
      lines = Files.readAllLines(jsonl, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + jsonl, e);
    }
    Map<CellKey, CellResult> byKey = new LinkedHashMap<>();
    int torn = 0;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank()) {
        continue;
      }
      try {
        CellResult cell = ResultsJson.cell(line);
        byKey.put(CellKey.of(cell), cell);
      } catch (IOException e) {
        if (i < lines.size() - 1) {
          throw new ResultsException(
              jsonl + " line " + (i + 1) + " is not a cell (" + reason(e) + ")", e);
        }
        torn++;
      }
    }
    return new Cells(new ArrayList<>(byKey.values()), torn);
  }

  /**
   * Cells read from a results.jsonl.
   *
   * @param tornLines lines left out because the run was killed while writing them (0 or 1)
   */
  public record Cells(List<CellResult> cells, int tornLines) {}

  private static String besides(Path jsonl) {
    return Files.isRegularFile(jsonl)
        ? "; the cells the run recorded as they finished are in " + jsonl
        : "";
  }

  private static String reason(Exception e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }

  /** A results file that cannot be read as one. */
  public static final class ResultsException extends RuntimeException {
    ResultsException(String message) {
      super(message);
    }

    ResultsException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
