package io.serialtck.report.html;

import java.util.List;

/**
 * A run of consecutive rows of one category, as one file of {@link IndexData} holds them.
 *
 * @param category the id of the category whose {@code tbody} the rows go into
 * @param rows each row's HTML ({@link MatrixTable#rows}), topic headings included
 */
record MatrixPart(String category, List<String> rows) {

  MatrixPart {
    rows = List.copyOf(rows);
  }

  /** The characters of its rows. */
  int length() {
    return rows.stream().mapToInt(String::length).sum();
  }
}
