package io.serialtck.tck.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: into a temporary file beside it, renamed over it once
 * complete. A full disk or a killed run leaves the earlier file, never a truncated one.
 */
public final class AtomicFiles {

  /** Writes the content to a stream. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  private AtomicFiles() {}

  public static Path writeString(Path file, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return write(file, out -> out.write(bytes));
  }

  public static Path write(Path file, Content content) throws IOException {
    Path target = file.toAbsolutePath();
    Files.createDirectories(target.getParent());
    Path temporary =
        target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
    try {
      try (OutputStream out = Files.newOutputStream(temporary)) {
        content.writeTo(out);
      }
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
      return file;
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
