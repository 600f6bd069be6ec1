package io.serialtck.tck.results;

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

  /** Reads a document, failing with the parser's own exception (a truncated file, a torn one). */
  public static ResultsDocument readChecked(Path file) throws IOException {
    return MAPPER.readValue(file.toFile(), ResultsDocument.class);
  }

  /** One line of {@code results.jsonl}. */
  public static CellResult cell(String line) throws IOException {
    return MAPPER.readValue(line, CellResult.class);
  }

  public static ResultsDocument read(Path file) {
    try {
      return MAPPER.readValue(file.toFile(), ResultsDocument.class);
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
