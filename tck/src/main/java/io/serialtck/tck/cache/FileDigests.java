package io.serialtck.tck.cache;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * SHA-256 of the files a cell's answers depend on outside the requests (a library's jars, the
 * kit's, a folder of classes), as Go's build cache keeps them: a file's digest is kept under its
 * path, size and modification time, in this JVM and in the cache's folder ({@code files/}), so a
 * run hashes only the jars that changed since the last. A folder is hashed file by file, by
 * relative path and content, every time (folders are test classes only).
 */
final class FileDigests {

  private static final Map<String, String> IN_THIS_JVM = new ConcurrentHashMap<>();

  private final Path index;

  /**
   * @param index the folder that keeps digests across runs, or null to keep them in this JVM only
   */
  FileDigests(Path index) {
    this.index = index;
  }

  /**
   * The content of class path entries, in order: a jar's bytes, a folder's files by relative path;
   * an entry that does not exist counts as absent.
   */
  String ofClasspath(List<Path> entries) {
    MessageDigest digest = ContentDigest.sha256();
    for (Path entry : entries) {
      ContentDigest.text(digest, ofPath(entry));
    }
    return ContentDigest.hex(digest.digest());
  }

  /** The content of a file or of a folder's files; {@code absent} when there is none. */
  String ofPath(Path path) {
    try {
      if (Files.isDirectory(path)) {
        return ofFolder(path);
      }
      if (!Files.isRegularFile(path)) {
        return "absent";
      }
      BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
      String stamp =
          path.toAbsolutePath().normalize()
              + "|"
              + attributes.size()
              + "|"
              + attributes.lastModifiedTime().toMillis();
      return IN_THIS_JVM.computeIfAbsent(stamp, key -> remembered(key, path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A JDK as its workers run it: its folder, its {@code release} file (version and vendor) and the
   * size and time of its module image, which any update of the JDK rewrites.
   */
  String ofJdk(Path javaHome) {
    MessageDigest digest = ContentDigest.sha256();
    ContentDigest.text(digest, javaHome.toAbsolutePath().normalize().toString());
    ContentDigest.text(digest, ofPath(javaHome.resolve("release")));
    Path modules = javaHome.resolve("lib").resolve("modules");
    try {
      ContentDigest.text(
          digest,
          Files.exists(modules)
              ? Files.size(modules) + "|" + Files.getLastModifiedTime(modules).toMillis()
              : "absent");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return ContentDigest.hex(digest.digest());
  }

  /** The digest the index keeps for this stamp, else the file's, then kept there. */
  private String remembered(String stamp, Path file) {
    if (index == null) {
      return ofFile(file);
    }
    MessageDigest name = ContentDigest.sha256();
    ContentDigest.text(name, stamp);
    String key = ContentDigest.hex(name.digest());
    Path kept = index.resolve(key.substring(0, 2)).resolve(key);
    try {
      if (Files.isRegularFile(kept)) {
        String digest = Files.readString(kept, StandardCharsets.UTF_8).strip();
        if (digest.length() == 64) {
          return digest;
        }
      }
    } catch (IOException e) {
      // read it again below
    }
    String digest = ofFile(file);
    keep(kept, digest);
    return digest;
  }

  private static void keep(Path kept, String digest) {
    Path temporary = null;
    try {
      Files.createDirectories(kept.getParent());
      temporary = Files.createTempFile(kept.getParent(), kept.getFileName().toString(), ".part");
      Files.writeString(temporary, digest, StandardCharsets.UTF_8);
      try {
        Files.move(temporary, kept, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, kept, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      try {
        if (temporary != null) {
          Files.deleteIfExists(temporary);
        }
      } catch (IOException ignored) {
        // a stray .part file only costs space
      }
    }
  }

  private static String ofFile(Path file) {
    MessageDigest digest = ContentDigest.sha256();
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        digest.update(buffer, 0, read);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return ContentDigest.hex(digest.digest());
  }

  private static String ofFolder(Path folder) throws IOException {
    MessageDigest digest = ContentDigest.sha256();
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        ContentDigest.text(digest, folder.relativize(file).toString());
        ContentDigest.text(digest, ofFile(file));
      }
    }
    return ContentDigest.hex(digest.digest());
  }
}
