package io.serialtck.tck.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the {@link GeneratedTable generated tables} into their documents, or says which documents
 * are stale. A table sits between a begin and an end marker line, which say that it is generated;
 * everything around them is written by hand and left alone.
 */
public final class GeneratedDocuments {

  private final Path root;

  /**
   * @param root the kit's folder, where {@code docs/} is
   */
  public GeneratedDocuments(Path root) {
    this.root = root;
  }

  /** The begin marker of a table. */
  public static String begin(GeneratedTable table) {
    return "<!-- begin generated table "
        + table.marker()
        + ": ./serialtck docs writes it from the declarations; edit those, not this table -->";
  }

  /** The end marker of a table. */
  public static String end(GeneratedTable table) {
    return "<!-- end generated table " + table.marker() + " -->";
  }

  /** The documents whose tables differ from what the declarations render, in table order. */
  public List<Path> stale() {
    List<Path> stale = new ArrayList<>();
    for (Path document : documents()) {
      if (!read(document).equals(withTables(document))) {
        stale.add(document);
      }
    }
    return stale;
  }

  /** Writes every table into its document; returns the documents that changed. */
  public List<Path> write() {
    List<Path> changed = new ArrayList<>();
    for (Path document : documents()) {
      String updated = withTables(document);
      if (!read(document).equals(updated)) {
        try {
          Files.writeString(document, updated, StandardCharsets.UTF_8);
        } catch (IOException e) {
          throw new UncheckedIOException("cannot write " + document, e);
        }
        changed.add(document);
      }
    }
    return changed;
  }

  /** The documents that hold tables, each once, in the order of their first table. */
  private Set<Path> documents() {
    Set<Path> documents = new LinkedHashSet<>();
    for (GeneratedTable table : GeneratedTable.values()) {
      documents.add(root.resolve(table.document()));
    }
    return documents;
  }

  /** The document's text with each of its tables as the declarations render it. */
  private String withTables(Path document) {
    String text = read(document);
    for (GeneratedTable table : GeneratedTable.values()) {
      if (root.resolve(table.document()).equals(document)) {
        text = withTable(document, text, table);
      }
    }
    return text;
  }

  private static String withTable(Path document, String text, GeneratedTable table) {
    String begin = begin(table) + "\n";
    String end = end(table);
    int from = text.indexOf(begin);
    int to = text.indexOf(end);
    if (from < 0 || to < from) {
      throw new IllegalStateException(
          document
              + " has no place for the generated table "
              + table.marker()
              + ": add the lines\n"
              + begin
              + end);
    }
    return text.substring(0, from + begin.length()) + table.render() + text.substring(to);
  }

  private static String read(Path document) {
    try {
      return Files.readString(document, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + document, e);
    }
  }
}
