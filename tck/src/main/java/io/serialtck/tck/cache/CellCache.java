package io.serialtck.tck.cache;

import io.serialtck.tck.plan.CacheSettings;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The folder a run keeps its units' {@link Tape}s in, one file per key: {@code <folder>/v1/<2 hex
 * digits>/<key>.tape}, the tape in the worker protocol's binary form ({@link TapeForm}), gzipped. A
 * file is written beside its place and moved there, so that runs sharing the folder read whole
 * files only; one that cannot be read is a miss. Nothing is ever removed: delete the folder to
 * empty it.
 */
public final class CellCache {

  /** What the key of every unit starts with: another format has other keys. */
  static final String FORMAT = "serialtck-cell-cache 7";

  private final Path folder;
  private final FileDigests files;

  private CellCache(Path folder) {
    this.folder = folder;
    this.files = new FileDigests(folder.resolve("files"));
  }

  /** The digests of files, kept beside the tapes. */
  FileDigests files() {
    return files;
  }

  /** The cache of the run these settings describe, or empty when it keeps none. */
  public static Optional<CellCache> of(CacheSettings settings) {
    return settings.enabled()
        ? Optional.of(new CellCache(settings.folder().resolve("v1")))
        : Optional.empty();
  }

  /** The key of a unit of one configuration whose first request or change has {@code digest}. */
  static String key(String configurationId, String unitId, String firstDigest) {
    MessageDigest digest = ContentDigest.sha256();
    ContentDigest.text(digest, FORMAT);
    ContentDigest.text(digest, configurationId);
    ContentDigest.text(digest, unitId);
    ContentDigest.text(digest, firstDigest);
    return ContentDigest.hex(digest.digest());
  }

  /** The tape kept under the key, or empty when there is none that can be read. */
  Optional<Tape> load(String key) {
    Path file = file(key);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try (InputStream in =
        new GZIPInputStream(new BufferedInputStream(Files.newInputStream(file)), 1 << 16)) {
      return Optional.of(TapeForm.read(in.readAllBytes()));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * Keeps the tape under the key, replacing any; a failure to write leaves the cache without it.
   */
  void store(String key, Tape tape) {
    Path file = file(key);
    Path temporary = null;
    try {
      Files.createDirectories(file.getParent());
      temporary = Files.createTempFile(file.getParent(), key, ".part");
      try (OutputStream out =
          new FastGzip(new BufferedOutputStream(Files.newOutputStream(temporary)))) {
        out.write(TapeForm.bytes(tape));
      }
      try {
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      deleteQuietly(temporary);
    }
  }

  /** Gzip at its fastest level: a tape is written once per unit of a cold run, read rarely. */
  private static final class FastGzip extends GZIPOutputStream {
    FastGzip(OutputStream out) throws IOException {
      super(out, 1 << 16);
      def.setLevel(Deflater.BEST_SPEED);
    }
  }

  private Path file(String key) {
    return folder.resolve(key.substring(0, 2)).resolve(key + ".tape");
  }

  private static void deleteQuietly(Path file) {
    if (file == null) {
      return;
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // a stray .part file only costs space
    }
  }
}
