package io.serialtck.race.engine;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.serialtck.tck.results.NewerSchemaException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

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

  /** Writes {@code calibration.json}. */
  public static void writeCalibration(Path file, CalibrationDocument document) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      MAPPER.writeValue(file.toFile(), document);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /**
   * Reads {@code calibration.json}; a file whose name ends in {@code .gz} is read through gzip, as
   * the calibrations kept in {@code docs/calibrations} are.
   *
   * @throws NewerSchemaException when the document is of a newer schema than this kit knows
   */
  public static CalibrationDocument readCalibration(Path file) {
    return read(
        file,
        CalibrationDocument.class,
        new Kind("calibration", "deflate", "race"),
        CalibrationDocument.SCHEMA,
        "calibrate again with this one");
  }

  /**
   * Reads a race document of this kit's schema or an older one (whose missing fields read as
   * absent); a file whose name ends in {@code .gz} is read through gzip, as the races kept in
   * {@code docs/races} are.
   *
   * @throws NewerSchemaException when the document is of a newer schema than this kit knows
   */
  public static RaceDocument read(Path file) {
    return read(
        file,
        RaceDocument.class,
        new Kind("race", "overall", "calibration"),
        RaceDocument.SCHEMA,
        "race again with this one");
  }

  /**
   * Whether a file holds a calibration ({@code calibration.json}) rather than a race document: it
   * has the field only a calibration has. A file that is not JSON is neither, and reads as a race
   * so that reading it names the cause.
   */
  public static boolean holdsCalibration(Path file) {
    try (InputStream in = open(file)) {
      JsonNode tree = MAPPER.readTree(in);
      return tree != null && tree.has("overall");
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * What a document is, and how the other kind, which has a schema of its own, is told apart.
   *
   * @param name the document's kind, as messages name it
   * @param otherField a top-level field only the other kind has
   * @param other the other kind's name
   */
  private record Kind(String name, String otherField, String other) {}

  /**
   * Reads a document whose {@code schema} is checked before it is bound: a newer kit's document may
   * not bind at all, and the other kind's schema says nothing about this kind's.
   */
  private static <T> T read(Path file, Class<T> type, Kind kind, int newest, String advice) {
    String what = kind.name();
    JsonNode tree;
    try (InputStream in = open(file)) {
      tree = MAPPER.readTree(in);
    } catch (IOException e) {
      throw unreadable(file, e, what);
    }
    if (tree == null || tree.isMissingNode()) {
      throw unreadable(file, new IOException("the file is empty"), what);
    }
    if (tree.has(kind.otherField())) {
      throw unreadable(
          file,
          new IOException("it is a " + kind.other() + " document, not a " + what + " document"),
          what);
    }
    int schema = tree.path("schema").asInt(0);
    if (schema > newest) {
      throw new NewerSchemaException(file, "schema", schema, newest, advice);
    }
    try {
      return MAPPER.treeToValue(tree, type);
    } catch (IOException e) {
      throw unreadable(file, e, what);
    }
  }

  /**
   * Reads a gzipped race document this kit's build bundled (the reference race): built with this
   * kit, it is of a schema the kit knows, so no schema check stands before the binding.
   *
   * @param source what the stream is, for the message when it cannot be read
   */
  public static RaceDocument readBundled(InputStream gzipped, String source) {
    try (InputStream in = new GZIPInputStream(gzipped)) {
      return MAPPER.readValue(in, RaceDocument.class);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the bundled race " + source, e);
    }
  }

  /** The race document in a report folder, if a race wrote one there. */
  public static Optional<RaceDocument> readIn(Path reportFolder) {
    Path file = reportFolder.resolve(FILE_NAME);
    return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
  }

  /**
   * A file that cannot be read as the document: the parser's reason, or, for JSON that binds to no
   * document (an object without the fields a document needs), what it is not.
   */
  private static UncheckedIOException unreadable(Path file, IOException e, String document) {
    IOException cause =
        e instanceof ValueInstantiationException
            ? new IOException(
                "it is not a " + document + " document: fields it needs are missing", e)
            : e;
    return new UncheckedIOException("cannot read " + file, cause);
  }

  private static InputStream open(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    if (!file.getFileName().toString().endsWith(".gz")) {
      return in;
    }
    try {
      return new GZIPInputStream(in);
    } catch (IOException notGzip) {
      in.close();
      throw notGzip;
    }
  }
}
