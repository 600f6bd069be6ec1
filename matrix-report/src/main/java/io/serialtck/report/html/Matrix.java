package io.serialtck.report.html;

import io.serialtck.report.section.Report;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The matrix as the HTML report lays it out: one column per configuration, one row per {@code
 * scenario › direction}, rows grouped by category. Cells are numbered row by row, column by column:
 * the number by which the page finds a cell's detail. Evolution rows are listed by topic ({@link
 * EvolutionTopic}). (A document holding two cells for one configuration and row would show only the
 * later one.)
 *
 * @param columns the document's configurations in their order, then any configuration that has
 *     cells but no entry of its own (with blank library and version)
 */
record Matrix(List<Configuration> columns, List<MatrixCategory> categories) {

  private static final Function<ResultsDocument, Matrix> OF = Matrix::of;

  /** The report's matrix, laid out once for every section of the page. */
  static Matrix of(Report report) {
    return report.derived(OF);
  }

  static Matrix of(ResultsDocument results) {
    List<Configuration> columns = columns(results);
    List<MatrixCategory> categories = new ArrayList<>();
    int rowIndex = 0;
    int cellIndex = 0;
    for (var category : cellsByRowByCategory(results.cells()).entrySet()) {
      List<MatrixRow> rows = new ArrayList<>();
      for (Map<String, CellResult> rowCells : inTopicOrder(category.getValue().values())) {
        Map<String, IndexedCell> indexed = new LinkedHashMap<>();
        for (Configuration column : columns) {
          CellResult cell = rowCells.get(column.id());
          if (cell != null) {
            indexed.put(column.id(), new IndexedCell(cellIndex++, cell));
          }
        }
        CellResult first = rowCells.values().iterator().next();
        rows.add(
            new MatrixRow(
                rowIndex++,
                category.getKey(),
                first.scenario(),
                first.direction(),
                Collections.unmodifiableMap(indexed),
                isSameEverywhere(rowCells.values(), columns.size()),
                RowDescriptions.of(category.getKey(), first.scenario())));
      }
      categories.add(new MatrixCategory(category.getKey(), List.copyOf(rows)));
    }
    return new Matrix(List.copyOf(columns), List.copyOf(categories));
  }

  /** Category id → row ({@link CellKey#path()}) → configuration id → cell, in the page's order. */
  private static Map<String, Map<String, Map<String, CellResult>>> cellsByRowByCategory(
      List<CellResult> cells) {
    Map<String, Map<String, Map<String, CellResult>>> byCategory = new LinkedHashMap<>();
    categoryOrder(cells).forEach(id -> byCategory.put(id, new LinkedHashMap<>()));
    for (CellResult cell : cells) {
      byCategory
          .get(cell.category())
          .computeIfAbsent(CellKey.of(cell).path(), path -> new LinkedHashMap<>())
          .put(cell.configuration(), cell);
    }
    return byCategory;
  }

  /**
   * A category's rows with the evolution rows listed by {@link EvolutionTopic} (in the topics'
   * order, each in the run's order); rows without a topic keep their place before them.
   */
  private static List<Map<String, CellResult>> inTopicOrder(
      Collection<Map<String, CellResult>> rows) {
    List<Map<String, CellResult>> ordered = new ArrayList<>(rows);
    ordered.sort(
        Comparator.comparingInt(
            row -> {
              CellResult first = row.values().iterator().next();
              return RowDescriptions.of(first.category(), first.scenario())
                  .topic()
                  .map(topic -> topic.ordinal() + 1)
                  .orElse(0);
            }));
    return ordered;
  }

  /** Every row, in the order of the page. */
  List<MatrixRow> rows() {
    return categories.stream().flatMap(category -> category.rows().stream()).toList();
  }

  /**
   * Whether every one of several configurations answered the row with one and the same outcome. A
   * harness error is never folded away: it must be seen.
   */
  private static boolean isSameEverywhere(Collection<CellResult> rowCells, int columnCount) {
    if (columnCount < 2 || rowCells.size() < columnCount) {
      return false;
    }
    if (rowCells.stream().anyMatch(CellResult::harnessError)) {
      return false;
    }
    return rowCells.stream().map(CellResult::outcome).distinct().count() == 1;
  }

  private static List<Configuration> columns(ResultsDocument results) {
    List<Configuration> columns = new ArrayList<>(results.configurations());
    Set<String> known = new LinkedHashSet<>();
    columns.forEach(configuration -> known.add(configuration.id()));
    for (CellResult cell : results.cells()) {
      if (known.add(cell.configuration())) {
        columns.add(new Configuration(cell.configuration(), "", "", "", List.of()));
      }
    }
    return columns;
  }

  /**
   * The {@link Categories#ALL} order first, then categories this kit does not know as they appear.
   */
  private static Set<String> categoryOrder(List<CellResult> cells) {
    Set<String> present = new LinkedHashSet<>();
    cells.forEach(cell -> present.add(cell.category()));
    Set<String> ordered = new LinkedHashSet<>();
    for (CellCategory category : Categories.ALL) {
      if (present.contains(category.id())) {
        ordered.add(category.id());
      }
    }
    ordered.addAll(present);
    return ordered;
  }
}
