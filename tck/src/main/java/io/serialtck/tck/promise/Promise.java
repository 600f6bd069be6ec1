package io.serialtck.tck.promise;

import java.util.List;
import java.util.Objects;

/**
 * A compatibility promise a library documents, with its source, as clauses the kit checks.
 *
 * @param id a stable id ({@code kryo-versioning}), which results and reports carry
 * @param title what it promises, in one line
 * @param url where it is documented
 * @param quote the documentation's own words, quoted exactly
 * @param clauses the checkable parts of it
 * @param note how the kit applies it where that is not plain from the quote (empty when it is)
 */
public record Promise(
    String id, String title, String url, String quote, List<Clause> clauses, String note) {

  public Promise {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(url, "url");
    Objects.requireNonNull(quote, "quote");
    clauses = List.copyOf(clauses);
    if (clauses.isEmpty()) {
      throw new IllegalArgumentException(
          id + ": a promise the kit declares has a clause it checks");
    }
    note = note == null ? "" : note;
  }
}
