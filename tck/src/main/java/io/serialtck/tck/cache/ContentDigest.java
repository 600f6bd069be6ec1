package io.serialtck.tck.cache;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * SHA-256 of what a cell's answers depend on outside the requests: files (a library's jars, the
 * kit's), folders of classes, a JDK. A file's digest is kept for the life of the JVM while its size
 * and modification time stay, so that a run reads each jar once.
 */
final class ContentDigest {

  private static final Map<String, String> FILES = new ConcurrentHashMap<>();

  private ContentDigest() {}

  /** A new SHA-256 digest. */
  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("no SHA-256 in this JDK", e);
    }
  }

  static String hex(byte[] digest) {
    return HexFormat.of().formatHex(digest);
  }

  static void text(MessageDigest digest, String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    digest.update(ints(bytes.length));
    digest.update(bytes);
  }

  private static byte[] ints(int value) {
    return new byte[] {
      (byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value
    };
  }

  /**
   * The content of class path entries, in order: a jar's bytes, a folder's files by relative path;
   * an entry that does not exist counts as absent.
   */
  static String ofClasspath(List<Path> entries) {
    MessageDigest digest = sha256();
    for (Path entry : entries) {
      text(digest, ofPath(entry));
    }
    return hex(digest.digest());
  }

  /** The content of a file or of a folder's files; {@code absent} when there is none. */
  static String ofPath(Path path) {
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
      return FILES.computeIfAbsent(stamp, key -> ofFile(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String ofFile(Path file) {
    MessageDigest digest = sha256();
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        digest.update(buffer, 0, read);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return hex(digest.digest());
  }

  private static String ofFolder(Path folder) throws IOException {
    MessageDigest digest = sha256();
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        text(digest, folder.relativize(file).toString());
        text(digest, ofFile(file));
      }
    }
    return hex(digest.digest());
  }

  /**
   * A JDK as its workers run it: its folder, its {@code release} file (version and vendor) and the
   * size and time of its module image, which any update of the JDK rewrites.
   */
  static String ofJdk(Path javaHome) {
    MessageDigest digest = sha256();
    text(digest, javaHome.toAbsolutePath().normalize().toString());
    text(digest, ofPath(javaHome.resolve("release")));
    Path modules = javaHome.resolve("lib").resolve("modules");
    try {
      text(
          digest,
          Files.exists(modules)
              ? Files.size(modules) + "|" + Files.getLastModifiedTime(modules).toMillis()
              : "absent");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return hex(digest.digest());
  }
}
