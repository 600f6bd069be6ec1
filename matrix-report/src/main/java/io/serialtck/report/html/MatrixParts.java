package io.serialtck.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the matrix's rows into the parts the page loads, one file each: a part holds rows of one
 * category, in order, and about {@value #BUDGET} characters at most (a row larger than that alone
 * makes a part of its own). A full run's matrix (about 2.4 MB) makes about ten parts, each small
 * enough for a browser to read at once; a small run's, one per category.
 */
final class MatrixParts {

  /** The characters a part holds at most, unless a single row is larger. */
  static final int BUDGET = 256 * 1024;

  private MatrixParts() {}

  static List<MatrixPart> of(Matrix matrix) {
    List<MatrixPart> parts = new ArrayList<>();
    for (MatrixCategory category : matrix.categories()) {
      List<String> part = new ArrayList<>();
      int length = 0;
      for (String row : MatrixTable.rows(category, matrix)) {
        if (!part.isEmpty() && length + row.length() > BUDGET) {
          parts.add(new MatrixPart(category.id(), part));
          part.clear();
          length = 0;
        }
        part.add(row);
        length += row.length();
      }
      if (!part.isEmpty()) {
        parts.add(new MatrixPart(category.id(), part));
      }
    }
    return parts;
  }
}
