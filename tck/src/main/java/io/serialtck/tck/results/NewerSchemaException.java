package io.serialtck.tck.results;

import java.nio.file.Path;

/**
 * A document of a schema newer than this kit reads: a newer kit wrote it. Its message is one line
 * naming the file, the document's schema, the newest this kit reads and what to do.
 */
public final class NewerSchemaException extends IllegalStateException {

  /**
   * @param file the document read
   * @param field the document's field that holds its schema, as the file spells it
   * @param found the schema the document has
   * @param newest the newest schema this kit reads
   * @param advice what to do instead, such as {@code run the matrix again with this one}
   */
  public NewerSchemaException(Path file, String field, int found, int newest, String advice) {
    super(
        file
            + " has "
            + field
            + " "
            + found
            + ", and this kit reads "
            + newest
            + " and older: a newer kit wrote it; read it with that kit, or "
            + advice);
  }
}
