package io.serialtck.tck.race;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
   */
  public static CalibrationDocument readCalibration(Path file) {
    try (InputStream in = open(file)) {
      return MAPPER.readValue(in, CalibrationDocument.class);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  /**
   * Reads a race document of this kit's schema or an older one (whose missing fields read as
   * absent); a file whose name ends in {@code .gz} is read through gzip, as the races kept in
   * {@code docs/races} are.
   *
   * @throws IllegalStateException when the document is of a newer schema than this kit knows
   */
  public static RaceDocument read(Path file) {
    RaceDocument document;
    try (InputStream in = open(file)) {
      document = MAPPER.readValue(in, RaceDocument.class);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
    if (document.schema() > RaceDocument.SCHEMA) {
      throw new IllegalStateException(
          file
              + " is a race document of schema "
              + document.schema()
              + ", newer than this kit's "
              + RaceDocument.SCHEMA
              + ": render it with the kit that wrote it, or race again");
    }
    return document;
  }

  /** The race document in a report folder, if a race wrote one there. */
  public static Optional<RaceDocument> readIn(Path reportFolder) {
    Path file = reportFolder.resolve(FILE_NAME);
    return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
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
