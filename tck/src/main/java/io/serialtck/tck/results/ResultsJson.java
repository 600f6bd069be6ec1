package io.serialtck.tck.results;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.serialtck.tck.CellResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Reads and writes {@code results.json} and the lines of {@code results.jsonl}. */
public final class ResultsJson {

  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ResultsJson() {}

  public static void write(Path file, ResultsDocument document) {
    try {
      AtomicFiles.write(file, out -> MAPPER.writeValue(out, document));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /**
   * Reads a document, failing with the parser's own exception (a truncated file, a torn one), or
   * with one that says what the file holds instead of a run's results (nothing, {@code null}, an
   * array, an object without a run or cells).
   *
   * @throws NewerSchemaException when a newer kit wrote the document
   */
  public static ResultsDocument readChecked(Path file) throws IOException {
    requireResults(file);
    return MAPPER.readValue(file.toFile(), ResultsDocument.class);
  }

  /**
   * Reads the document's top level only (what it holds, its schema, whether it has a run and
   * cells), so that a file that is no run's results, or one a newer kit wrote, is refused before it
   * is bound.
   */
  private static void requireResults(Path file) throws IOException {
    try (JsonParser parser = MAPPER.getFactory().createParser(file.toFile())) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new IOException("the file is empty");
      }
      if (first != JsonToken.START_OBJECT) {
        throw new IOException("it holds " + kind(first) + ", not a run's results");
      }
      int schema = 0;
      boolean run = false;
      boolean cells = false;
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (field) {
          case "schemaVersion" ->
              schema = value == JsonToken.VALUE_NUMBER_INT ? parser.getIntValue() : 0;
          case "run" -> run = value == JsonToken.START_OBJECT;
          case "cells" -> cells = value == JsonToken.START_ARRAY;
          default -> {}
        }
        if (schema > ResultsDocument.SCHEMA_VERSION) {
          throw new NewerSchemaException(
              file,
              "schemaVersion",
              schema,
              ResultsDocument.SCHEMA_VERSION,
              "run the matrix again with this one");
        }
        parser.skipChildren();
      }
      if (!run || !cells) {
        throw new IOException("it is not a run's results: it has no run and cells");
      }
    }
  }

  private static String kind(JsonToken token) {
    return switch (token) {
      case START_ARRAY -> "a JSON array";
      case VALUE_NULL -> "null";
      case VALUE_STRING -> "a JSON string";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      default -> "a number";
    };
  }

  /** One line of {@code results.jsonl}. */
  public static CellResult cell(String line) throws IOException {
    return MAPPER.readValue(line, CellResult.class);
  }

  /**
   * Reads a document this kit wrote, or one it can read.
   *
   * @throws NewerSchemaException when a newer kit wrote the document
   * @throws UncheckedIOException when it cannot be read as a run's results
   */
  public static ResultsDocument read(Path file) {
    try {
      return readChecked(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  /** One cell as a single line of JSON. */
  public static String line(CellResult cell) {
    try {
      return MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(cell);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
