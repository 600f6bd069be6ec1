package io.serialtck.report.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a command will write, checked before it does any work: a folder it writes into (or will
 * make), a file it writes. Nothing is made or written here; what cannot be written is an {@link
 * EnvironmentException} naming the path and the cause, so that a command does not fail only after
 * its work.
 */
final class OutputPaths {

  private OutputPaths() {}

  /**
   * A folder the command writes into, made when missing: it must be a folder that can be written,
   * or be missing under a folder that can.
   *
   * @param role what the folder is, as the message names it: {@code report folder}
   */
  static void requireFolder(Path dir, String role) {
    Path folder = dir.toAbsolutePath().normalize();
    if (Files.exists(folder)) {
      if (!Files.isDirectory(folder)) {
        throw new EnvironmentException(folder + " is a file; a " + role + " is asked for");
      }
      if (!Files.isWritable(folder)) {
        throw new EnvironmentException(
            "cannot write into the " + role + " " + folder + ": permission denied");
      }
      return;
    }
    Path existing = nearestExisting(folder);
    if (!Files.isDirectory(existing)) {
      throw new EnvironmentException(
          "cannot make the " + role + " " + folder + ": " + existing + " is a file");
    }
    if (!Files.isWritable(existing)) {
      throw new EnvironmentException(
          "cannot make the " + role + " " + folder + ": permission denied: " + existing);
    }
  }

  /** A file the command writes: not a folder, in a folder that exists and can be written. */
  static void requireFile(Path file) {
    Path target = file.toAbsolutePath().normalize();
    if (Files.isDirectory(target)) {
      throw new EnvironmentException(target + " is a folder; a file to write is asked for");
    }
    if (Files.exists(target) && !Files.isWritable(target)) {
      throw new EnvironmentException("cannot write " + target + ": permission denied");
    }
    Path folder = target.getParent();
    if (!Files.exists(folder)) {
      throw new EnvironmentException("cannot write " + target + ": no such folder " + folder);
    }
    if (!Files.isDirectory(folder)) {
      throw new EnvironmentException("cannot write " + target + ": " + folder + " is a file");
    }
    if (!Files.isWritable(folder)) {
      throw new EnvironmentException("cannot write " + target + ": permission denied: " + folder);
    }
  }

  private static Path nearestExisting(Path folder) {
    Path existing = folder.getParent();
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    return existing != null ? existing : folder.getRoot();
  }
}
