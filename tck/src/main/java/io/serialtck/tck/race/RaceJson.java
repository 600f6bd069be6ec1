package io.serialtck.tck.race;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Reads and writes {@code race.json}. */
public final class RaceJson {

  /** The file name, beside {@code results.json}. */
  public static final String FILE_NAME = "race.json";

  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private RaceJson() {}

  public static void write(Path file, RaceDocument document) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      MAPPER.writeValue(file.toFile(), document);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  public static RaceDocument read(Path file) {
    try {
      return MAPPER.readValue(file.toFile(), RaceDocument.class);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  /** The race document in a report folder, if a race wrote one there. */
  public static Optional<RaceDocument> readIn(Path reportFolder) {
    Path file = reportFolder.resolve(FILE_NAME);
    return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
  }
}
