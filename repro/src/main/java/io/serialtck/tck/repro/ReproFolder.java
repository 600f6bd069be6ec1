package io.serialtck.tck.repro;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The folder of one reproducer, made empty before it is written; paths are relative to it. */
final class ReproFolder {

  private final Path root;
  private final Set<String> jarNames = new HashSet<>();

  private ReproFolder(Path root) {
    this.root = root;
  }

  /** The folder, emptied of what an earlier reproducer of the same cell left. */
  static ReproFolder empty(Path root) {
    try {
      if (Files.exists(root)) {
        delete(root);
      }
      Files.createDirectories(root);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot make " + root, e);
    }
    return new ReproFolder(root);
  }

  Path root() {
    return root;
  }

  void write(String relative, String text) {
    write(relative, text.getBytes(StandardCharsets.UTF_8));
  }

  void write(String relative, byte[] bytes) {
    Path file = root.resolve(relative);
    try {
      Files.createDirectories(file.getParent());
      Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** Writes an executable script. */
  void writeScript(String relative, String text) {
    write(relative, text);
    try {
      Set<PosixFilePermission> permissions =
          EnumSet.copyOf(Files.getPosixFilePermissions(root.resolve(relative)));
      permissions.addAll(
          EnumSet.of(
              PosixFilePermission.OWNER_EXECUTE,
              PosixFilePermission.GROUP_EXECUTE,
              PosixFilePermission.OTHERS_EXECUTE));
      Files.setPosixFilePermissions(root.resolve(relative), permissions);
    } catch (UnsupportedOperationException notPosix) {
      // a file system without permissions runs it as `sh run.sh`
    } catch (IOException e) {
      throw new UncheckedIOException("cannot make " + relative + " executable", e);
    }
  }

  /**
   * Puts jars into {@code lib/<side>}, in order; a name met twice gets its position in front. Each
   * is a hard link to the jar where the file system allows one (a reproducer of a whole sample
   * would otherwise copy hundreds of megabytes of the same jars), else a copy: either way the
   * folder holds its own files and still runs when the Maven repository is gone.
   *
   * @return the copies, in the order given
   */
  List<Path> copyJars(String side, List<Path> jars) {
    List<Path> copies = new ArrayList<>();
    jarNames.clear();
    for (int i = 0; i < jars.size(); i++) {
      String name = jars.get(i).getFileName().toString();
      if (!jarNames.add(name)) {
        name = (i + 1) + "-" + name;
        jarNames.add(name);
      }
      Path copy = root.resolve("lib").resolve(side).resolve(name);
      try {
        Files.createDirectories(copy.getParent());
        linkOrCopy(jars.get(i), copy);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot copy " + jars.get(i) + " into " + copy, e);
      }
      copies.add(copy);
    }
    return copies;
  }

  private static void linkOrCopy(Path jar, Path into) throws IOException {
    Files.deleteIfExists(into);
    try {
      Files.createLink(into, jar);
    } catch (IOException | UnsupportedOperationException | SecurityException noLink) {
      Files.copy(jar, into, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void delete(Path folder) throws IOException {
    Files.walkFileTree(
        folder,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes)
              throws IOException {
            Files.delete(file);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
            Files.delete(dir);
            return FileVisitResult.CONTINUE;
          }
        });
  }
}
