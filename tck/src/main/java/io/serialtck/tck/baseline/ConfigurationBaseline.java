package io.serialtck.tck.baseline;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One configuration's baseline file: a line per cell, {@code category/scenario/direction = OUTCOME}
 * or {@code … = OUTCOME [mode]}, or several such separated by {@code |} for a cell that is not
 * reproducible ({@link BaselineExpectation}), in the order a run records the cells, so that a
 * reviewer reads a changed outcome as a one-line diff. Lines starting with {@code #} are comments.
 */
record ConfigurationBaseline(String configuration, Map<String, BaselineExpectation> outcomes) {

  static final String EXTENSION = ".baseline";
  private static final String SEPARATOR = " = ";

  ConfigurationBaseline {
    outcomes = Collections.unmodifiableMap(new LinkedHashMap<>(outcomes));
  }

  static String fileName(String configuration) {
    return configuration + EXTENSION;
  }

  static ConfigurationBaseline read(Path file) {
    String name = file.getFileName().toString();
    String configuration = name.substring(0, name.length() - EXTENSION.length());
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new BaselineException("cannot read " + file + ": " + e.getMessage(), e);
    }
    Map<String, BaselineExpectation> outcomes = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int at = line.indexOf(SEPARATOR);
      String where = file + ":" + (i + 1) + ": ";
      if (at < 0) {
        throw new BaselineException(where + "expected 'category/scenario/direction = OUTCOME'");
      }
      String path = line.substring(0, at).strip();
      BaselineExpectation entry =
          BaselineExpectation.parse(line.substring(at + SEPARATOR.length()).strip(), where);
      if (outcomes.put(path, entry) != null) {
        throw new BaselineException(where + "a second line for " + path);
      }
    }
    return new ConfigurationBaseline(configuration, outcomes);
  }

  /**
   * The file's text for these cells of one configuration, after a header of comment lines. A cell
   * the previous file accepted several outcomes of keeps them when the run gave one of them.
   *
   * @param previous the expectations of the file being rewritten, by path; empty for a new file
   */
  static String render(
      List<String> header, List<CellResult> cells, Map<String, BaselineExpectation> previous) {
    return render(header, cells, previous, cell -> "");
  }

  /**
   * The same, each cell's line carrying the reason it was accepted: the previous file's where it
   * accepted this outcome with one, else {@code reasonFor}'s (empty for none).
   */
  static String render(
      List<String> header,
      List<CellResult> cells,
      Map<String, BaselineExpectation> previous,
      java.util.function.Function<CellResult, String> reasonFor) {
    StringBuilder text = new StringBuilder();
    header.forEach(line -> text.append("# ").append(line).append('\n'));
    String category = null;
    for (CellResult cell : cells) {
      if (!cell.category().equals(category)) {
        category = cell.category();
        text.append('\n');
      }
      String path = CellKey.of(cell).path();
      BaselineExpectation kept = previous.get(path);
      BaselineEntry entry = BaselineEntry.of(cell);
      BaselineExpectation written =
          kept != null && kept.hasAlternatives() && kept.accepts(entry)
              ? kept
              : BaselineExpectation.of(entry);
      String reason =
          kept != null && kept.accepts(entry) && !kept.reason().isEmpty()
              ? kept.reason()
              : reasonFor.apply(cell);
      text.append(path).append(SEPARATOR).append(written.because(reason).render()).append('\n');
    }
    return text.toString();
  }
}
