package io.serialtck.report.html;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a click on a cell shows, for the cells of one configuration: the JSON of its file in {@link
 * IndexData}, which the page loads when one of that column's cells is clicked.
 *
 * <p>{@code configuration} is {@code [id, library, version]}. {@code cells} are in the matrix's
 * order; each is an array {@code [number, outcome, harnessError, detail, writer, reader,
 * durationMicros, minimalCase]}: number is the cell's {@link IndexedCell#index() number} (its
 * {@code data-cell} in the matrix); detail, writer, reader and minimalCase index {@code texts}
 * (minimalCase is -1 when there is none). Texts are stored once: most cells share their detail and
 * sides with others. The cell's category, scenario and direction are its row's in the matrix, which
 * the page has loaded before a cell can be clicked.
 */
final class CellDetailsJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private CellDetailsJson() {}

  /** The JSON of one column's cells. */
  static String render(Matrix matrix, Configuration column) {
    try {
      return MAPPER.writeValueAsString(data(matrix, column));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  @JsonPropertyOrder({"configuration", "texts", "cells"})
  record Data(List<String> configuration, List<String> texts, List<List<Object>> cells) {}

  private static Data data(Matrix matrix, Configuration column) {
    Texts texts = new Texts();
    List<List<Object>> cells = new ArrayList<>();
    for (MatrixRow row : matrix.rows()) {
      IndexedCell indexed = row.cells().get(column.id());
      if (indexed == null) {
        continue;
      }
      CellResult cell = indexed.cell();
      List<Object> fields = new ArrayList<>();
      fields.add(indexed.index());
      fields.add(cell.outcome().name());
      fields.add(cell.harnessError());
      fields.add(texts.index(cell.detail()));
      fields.add(texts.index(side(cell.writer())));
      fields.add(texts.index(side(cell.reader())));
      fields.add(cell.durationMicros());
      fields.add(cell.minimalCase() == null ? -1 : texts.index(cell.minimalCase()));
      cells.add(fields);
    }
    return new Data(List.of(column.id(), column.library(), column.version()), texts.all(), cells);
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
