package io.serialtck.report.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** A document a command reads, named by the user as the file itself or as the folder holding it. */
final class DocumentFile {

  private DocumentFile() {}

  /**
   * {@code path} itself, or {@code path/fileName} when {@code path} is a folder.
   *
   * @throws EnvironmentException when there is no such file, naming where it was looked for
   */
  static Path in(Path path, String fileName) {
    Path file = Files.isDirectory(path) ? path.resolve(fileName) : path;
    if (!Files.isRegularFile(file)) {
      throw new EnvironmentException("no " + fileName + " at " + file);
    }
    return file;
  }
}
