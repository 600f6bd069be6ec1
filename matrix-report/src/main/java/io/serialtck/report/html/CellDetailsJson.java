package io.serialtck.report.html;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import io.serialtck.tck.text.HtmlText;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a click on a cell shows, as JSON for a {@code <script type="application/json">} element.
 *
 * <p>{@code cells} are in the order of their {@link IndexedCell#index() numbers}. Each is an array
 * {@code [configuration, row, outcome, harnessError, detail, writer, reader, durationMicros,
 * minimalCase]}: configuration and row index {@code configurations} and {@code rows}; detail,
 * writer, reader and minimalCase index {@code texts} (minimalCase is -1 when there is none). Texts
 * are stored once: most cells share their detail and sides with others, which keeps a full run's
 * page about a third of the size it would be otherwise.
 */
final class CellDetailsJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private CellDetailsJson() {}

  /** The JSON, safe inside the page's script element ({@link HtmlText#scriptJson}). */
  static String render(Matrix matrix) {
    try {
      return HtmlText.scriptJson(MAPPER.writeValueAsString(data(matrix)));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  @JsonPropertyOrder({"configurations", "rows", "texts", "cells"})
  record Data(
      List<List<String>> configurations,
      List<List<String>> rows,
      List<String> texts,
      List<List<Object>> cells) {}

  private static Data data(Matrix matrix) {
    Map<String, Integer> columnIndex = new HashMap<>();
    List<List<String>> configurations = new ArrayList<>();
    for (Configuration column : matrix.columns()) {
      columnIndex.put(column.id(), configurations.size());
      configurations.add(List.of(column.id(), column.library(), column.version()));
    }
    Texts texts = new Texts();
    List<List<String>> rows = new ArrayList<>();
    List<List<Object>> cells = new ArrayList<>();
    for (MatrixRow row : matrix.rows()) {
      rows.add(List.of(row.category(), row.scenario(), row.direction().id()));
      for (IndexedCell indexed : row.cells().values()) {
        if (indexed.index() != cells.size()) {
          throw new IllegalStateException("matrix cells are not numbered in order");
        }
        CellResult cell = indexed.cell();
        List<Object> fields = new ArrayList<>();
        fields.add(columnIndex.get(cell.configuration()));
        fields.add(row.index());
        fields.add(cell.outcome().name());
        fields.add(cell.harnessError());
        fields.add(texts.index(cell.detail()));
        fields.add(texts.index(side(cell.writer())));
        fields.add(texts.index(side(cell.reader())));
        fields.add(cell.durationMicros());
        fields.add(cell.minimalCase() == null ? -1 : texts.index(cell.minimalCase()));
        cells.add(fields);
      }
    }
    return new Data(configurations, rows, texts.all(), cells);
  }

  private static String side(Side side) {
    if (side == null) {
      return "";
    }
    return (side.configuration() == null ? "" : side.configuration() + ", ")
        + "JDK "
        + side.jdk()
        + ", library "
        + side.libraryVersion()
        + ", classes "
        + side.classVersion();
  }

  /** Each distinct text once, numbered in the order first seen. */
  private static final class Texts {
    private final Map<String, Integer> numbers = new LinkedHashMap<>();

    int index(String text) {
      return numbers.computeIfAbsent(text == null ? "" : text, t -> numbers.size());
    }

    List<String> all() {
      return List.copyOf(numbers.keySet());
    }
  }
}
