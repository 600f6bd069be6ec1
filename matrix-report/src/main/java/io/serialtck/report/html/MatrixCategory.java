package io.serialtck.report.html;

import java.util.List;

/** The rows of one category, in the order the run produced them. */
record MatrixCategory(String id, List<MatrixRow> rows) {

  long foldedRows() {
    return rows.stream().filter(MatrixRow::folded).count();
  }
}
