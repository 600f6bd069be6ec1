package io.serialtck.report.cli;

import io.serialtck.report.html.IndexData;
import io.serialtck.report.section.MarkdownLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A report folder held by one run: it is a folder that can be written, no other run writes it at
 * the same time (a lock file naming the holder), and what an earlier run left there is removed only
 * when this run is about to write its own.
 */
final class ReportFolder implements AutoCloseable {

  static final String LOCK_FILE = ".serialtck.lock";

  /** What the folder is, as messages name it. */
  static final String ROLE = "report folder";

  /** What a run writes into its folder: an earlier run's copies must not survive a new run. */
  static final List<String> RUN_FILES =
      List.of(
          "results.json",
          "results.jsonl",
          "run.json",
          "matrix.md",
          "index.html",
          "results.csv",
          "race.json",
          "race.csv");

  static final String WORKER_LOGS = "workers";

  /**
   * The folders a run writes: its workers' logs, the files {@code matrix.md} links to, the files
   * {@code index.html} loads, and its race's JMH files. A new run clears them with {@code
   * race.json}: a race belongs to the run it follows.
   */
  static final List<String> RUN_FOLDERS =
      List.of(WORKER_LOGS, MarkdownLayout.DETAIL_FOLDER, IndexData.FOLDER, "race");

  private final Path dir;
  private final FileChannel channel;
  private final FileLock lock;

  private ReportFolder(Path dir, FileChannel channel, FileLock lock) {
    this.dir = dir;
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Takes the folder for a command, making it if missing.
   *
   * @throws EnvironmentException when it is a file, cannot be made or written, or another run holds
   *     it (the message names that run)
   */
  static ReportFolder take(Path dir, String command) {
    Path folder = dir.toAbsolutePath().normalize();
    OutputPaths.requireFolder(folder, ROLE);
    try {
      Files.createDirectories(folder);
    } catch (FileAlreadyExistsException e) {
      throw new EnvironmentException(e.getFile() + " is a file; a report folder is asked for");
    } catch (FileSystemException e) {
      String reason = e.getReason() != null ? e.getReason() : EnvironmentErrors.describe(e);
      throw new EnvironmentException("cannot make the report folder " + folder + ": " + reason, e);
    } catch (IOException e) {
      throw new EnvironmentException(
          "cannot make the report folder " + folder + ": " + EnvironmentErrors.describe(e), e);
    }
    Path lockFile = folder.resolve(LOCK_FILE);
    FileChannel channel;
    try {
      channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw new EnvironmentException(
          "cannot write into the report folder " + folder + ": " + EnvironmentErrors.describe(e),
          e);
    }
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    } catch (IOException e) {
      close(channel);
      throw new EnvironmentException("cannot lock " + lockFile + ": " + e.getMessage(), e);
    }
    if (lock == null) {
      close(channel);
      throw new EnvironmentException(
          "another run writes into "
              + folder
              + " ("
              + holder(lockFile)
              + "); wait for it to end, or give another --out");
    }
    ReportFolder taken = new ReportFolder(folder, channel, lock);
    taken.recordHolder(command);
    return taken;
  }

  Path dir() {
    return dir;
  }

  /** Whether an earlier run left a report here. */
  boolean holdsEarlierReport() {
    return RUN_FILES.stream().anyMatch(name -> Files.exists(dir.resolve(name)))
        || Files.isDirectory(dir.resolve(MarkdownLayout.DETAIL_FOLDER));
  }

  /**
   * Removes what an earlier run wrote (its reports and the {@code matrix/} and {@code index-data/}
   * files they link to and load, its results, its worker logs) except the files named, so that the
   * folder holds this run's files only.
   */
  void clearEarlierRun(List<String> keep) {
    try {
      for (String name : RUN_FILES) {
        if (!keep.contains(name)) {
          Files.deleteIfExists(dir.resolve(name));
        }
      }
      for (String folder : RUN_FOLDERS) {
        deleteTree(dir.resolve(folder));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot clear the earlier run's files in " + dir, e);
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private void recordHolder(String command) {
    String text =
        "pid "
            + ProcessHandle.current().pid()
            + ", "
            + command
            + ", started "
            + Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
            + "\n";
    try {
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), 0);
      channel.force(false);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + dir.resolve(LOCK_FILE), e);
    }
  }

  private static String holder(Path lockFile) {
    try {
      String text = Files.readString(lockFile).strip();
      return text.isEmpty() ? "a run that has not said who it is" : text;
    } catch (IOException e) {
      return "a run whose lock file cannot be read";
    }
  }

  private static void close(FileChannel channel) {
    try {
      channel.close();
    } catch (IOException ignored) {
      // nothing was written through it
    }
  }

  /**
   * Lets the folder go. The lock file stays (emptied): removing it would let a run that opened it
   * just before hold a lock on a file no later run sees.
   */
  @Override
  public void close() {
    try {
      channel.truncate(0);
      lock.release();
      channel.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot release " + dir.resolve(LOCK_FILE), e);
    }
  }
}
