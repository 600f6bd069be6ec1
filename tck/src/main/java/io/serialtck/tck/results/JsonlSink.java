package io.serialtck.tck.results;

import io.serialtck.tck.CellResult;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends every cell to {@code results.jsonl} as soon as it has its outcome and flushes, so a run
 * that is killed keeps what it did.
 */
public final class JsonlSink implements AutoCloseable {

  private final BufferedWriter writer;

  /** Starts a new file, replacing an old one. */
  public JsonlSink(Path file) {
    this(file, false);
  }

  /**
   * @param append add to the file's cells (a resumed run) rather than replace them
   */
  public JsonlSink(Path file, boolean append) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      writer =
          append
              ? Files.newBufferedWriter(
                  file,
                  StandardCharsets.UTF_8,
                  StandardOpenOption.CREATE,
                  StandardOpenOption.APPEND)
              : Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** Appends the cell as a line and flushes. */
  public synchronized void cellFinished(CellResult cell) {
    try {
      writer.write(ResultsJson.line(cell));
      writer.newLine();
      writer.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public synchronized void close() {
    try {
      writer.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
