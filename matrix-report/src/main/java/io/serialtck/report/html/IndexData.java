package io.serialtck.report.html;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.report.section.Report;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import io.serialtck.tck.text.HtmlText;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The folder {@value #FOLDER} beside {@code index.html}: what the page loads on demand, so that the
 * page itself holds the summary only (a full run's matrix and cells' details are about 5 MB). Its
 * files are {@link DataScript scripts}: {@code matrix-N.js}, the matrix's rows in {@link
 * MatrixParts parts}, loaded together when the reader opens the matrix, uses a filter or follows a
 * cell's link; and {@code details-N.js}, the N-th configuration's cells' details ({@link
 * CellDetailsJson}), loaded when one of its cells is clicked. The page names them in its {@link
 * #manifest() manifest}.
 */
public final class IndexData {

  /** The folder's name, relative to the page. */
  public static final String FOLDER = "index-data";

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Function<ResultsDocument, IndexData> OF =
      results -> new IndexData(Matrix.of(results));

  private final Matrix matrix;
  private final List<MatrixPart> parts;

  private IndexData(Matrix matrix) {
    this.matrix = matrix;
    this.parts = MatrixParts.of(matrix);
  }

  /** The report's folder, laid out once for the page and for the files. */
  static IndexData of(Report report) {
    return report.derived(OF);
  }

  /**
   * The page's list of the folder's files, as JSON safe inside a {@code <script
   * type="application/json">} element: {@code {"folder": "index-data", "matrix": [file per part],
   * "details": [file per column, in column order]}}.
   */
  String manifest() {
    List<String> matrixFiles = new ArrayList<>();
    for (int part = 0; part < parts.size(); part++) {
      matrixFiles.add(matrixFile(part));
    }
    List<String> detailFiles = new ArrayList<>();
    for (int column = 0; column < matrix.columns().size(); column++) {
      detailFiles.add(detailsFile(column));
    }
    return HtmlText.scriptJson(json(new Manifest(FOLDER, matrixFiles, detailFiles)));
  }

  @JsonPropertyOrder({"folder", "matrix", "details"})
  record Manifest(String folder, List<String> matrix, List<String> details) {}

  /**
   * Every file of the folder, by its path relative to the report folder ({@code
   * index-data/matrix-1.js}), the matrix's parts first, in order, then each configuration's
   * details.
   */
  Map<String, String> files() {
    Map<String, String> files = new LinkedHashMap<>();
    for (int part = 0; part < parts.size(); part++) {
      MatrixPart content = parts.get(part);
      files.put(
          FOLDER + "/" + matrixFile(part), DataScript.of(matrixFile(part), partJson(content)));
    }
    List<Configuration> columns = matrix.columns();
    for (int column = 0; column < columns.size(); column++) {
      files.put(
          FOLDER + "/" + detailsFile(column),
          DataScript.of(detailsFile(column), CellDetailsJson.render(matrix, columns.get(column))));
    }
    return files;
  }

  /** The number of cells the matrix shows. */
  int cells() {
    return matrix.rows().stream().mapToInt(row -> row.cells().size()).sum();
  }

  private static String matrixFile(int part) {
    return "matrix-" + (part + 1) + ".js";
  }

  private static String detailsFile(int column) {
    return "details-" + (column + 1) + ".js";
  }

  /**
   * {@code {"category": "...", "rows": [...]}}, a row a line, so that two reports' files compare
   * row by row.
   */
  private static String partJson(MatrixPart part) {
    StringBuilder json =
        new StringBuilder(part.length() + 16 * part.rows().size())
            .append("{\"category\":")
            .append(json(part.category()))
            .append(",\"rows\":[");
    String separator = "\n";
    for (String row : part.rows()) {
      json.append(separator).append(json(row));
      separator = ",\n";
    }
    return json.append("\n]}").toString();
  }

  private static String json(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
