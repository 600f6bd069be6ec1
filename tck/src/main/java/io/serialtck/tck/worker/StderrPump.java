package io.serialtck.tck.worker;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Drains one worker JVM's standard error on a daemon thread of the harness: into the worker's log,
 * which it bounds, and into a window that holds what the worker wrote since the current request was
 * sent, which is what a failure's detail quotes.
 *
 * <p>The log holds at most {@link #LOG_CAP} bytes, counted over every start of that worker within a
 * run (each start appends, after a header line); past the cap, one line says the log was truncated
 * and further output is read and dropped, so the worker never blocks on a full pipe.
 *
 * <p>The thread reads only what the pipe holds and otherwise waits a little, all under the pump's
 * lock: so when {@link #beginRequest()} has taken the lock and found the pipe empty, every byte the
 * worker wrote before (while serving the previous request) is in the previous window, not the new
 * one.
 */
final class StderrPump {

  /** The most a worker's log may hold, over all starts of that worker within a run. */
  static final long LOG_CAP = 4L << 20;

  /** The most lines, and characters, the window keeps: the last ones. */
  static final int WINDOW_LINES = 64;

  static final int WINDOW_CHARS = 16 << 10;

  /** Lines that tell how a JVM died, kept even when they scroll out of the window. */
  static final int NOTABLE_LINES = 8;

  private static final long IDLE_MILLIS = 10;

  private final Process process;
  private final InputStream stderr;
  private final Path log;
  private final Object lock = new Object();
  private final Window window = new Window();
  private final Thread thread;

  private OutputStream logFile;
  private long logged;
  private boolean truncated;
  private boolean ended;

  private StderrPump(Process process, Path log) {
    this.process = process;
    this.stderr = process.getErrorStream();
    this.log = log;
    this.thread = new Thread(this::pump, "serialtck-worker-stderr-" + process.pid());
    this.thread.setDaemon(true);
  }

  /**
   * Starts pumping a worker's standard error into {@code log}, after {@code header} (one line).
   * Bytes already in the log (earlier starts of the same worker in this run) count against the cap.
   */
  static StderrPump start(Process process, Path log, String header) throws IOException {
    StderrPump pump = new StderrPump(process, log);
    pump.logged = Files.exists(log) ? Files.size(log) : 0;
    pump.truncated = pump.logged >= LOG_CAP;
    pump.logFile = Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    byte[] headerLine = (header + "\n").getBytes(StandardCharsets.UTF_8);
    pump.toLog(headerLine, 0, headerLine.length);
    pump.thread.start();
    return pump;
  }

  /**
   * A request is about to be sent: what the worker wrote until now belongs to the previous one.
   * Drains the pipe, then empties the window.
   */
  void beginRequest() {
    synchronized (lock) {
      drainAvailable(new byte[8192]);
      window.clear();
    }
  }

  /**
   * Text the harness read from the worker's standard output that is not a frame (the JVM writes its
   * fatal error report there): logged, marked as such, and counted as this request's.
   */
  void strayStandardOutput(String text) {
    if (text.isBlank()) {
      return;
    }
    synchronized (lock) {
      byte[] note =
          "[serialtck] the worker wrote this on standard output, where frames go:\n"
              .getBytes(StandardCharsets.UTF_8);
      toLog(note, 0, note.length);
      byte[] bytes = (text.endsWith("\n") ? text : text + "\n").getBytes(StandardCharsets.UTF_8);
      toLog(bytes, 0, bytes.length);
      window.endLine();
      window.add(bytes, 0, bytes.length);
    }
  }

  /**
   * Waits, at most {@code limit}, for the pump to read the end of the worker's standard error (the
   * worker is gone); true when it did.
   */
  boolean awaitEnd(Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    synchronized (lock) {
      while (!ended) {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (left <= 0) {
          return false;
        }
        try {
          lock.wait(left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
      return true;
    }
  }

  /** What the worker wrote on standard error since the current request was sent. */
  RequestOutput requestOutput() {
    synchronized (lock) {
      return window.snapshot();
    }
  }

  private void pump() {
    byte[] buffer = new byte[8192];
    try {
      while (true) {
        synchronized (lock) {
          if (drainAvailable(buffer)) {
            continue;
          }
          if (process.isAlive()) {
            lock.wait(IDLE_MILLIS);
            continue;
          }
        }
        // The worker is gone: what is left in the pipe ends with end of stream.
        int read;
        while ((read = stderr.read(buffer)) >= 0) {
          synchronized (lock) {
            consume(buffer, read);
          }
        }
        return;
      }
    } catch (IOException e) {
      // the stream was closed under the pump: nothing more to read
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      synchronized (lock) {
        ended = true;
        try {
          logFile.close();
        } catch (IOException ignored) {
          // the log is best effort; the window is what details quote
        }
        lock.notifyAll();
      }
    }
  }

  /** Reads what the pipe holds without blocking; true when there was something. */
  private boolean drainAvailable(byte[] buffer) {
    boolean any = false;
    try {
      int available;
      while (!ended && (available = stderr.available()) > 0) {
        int read = stderr.read(buffer, 0, Math.min(available, buffer.length));
        if (read <= 0) {
          break;
        }
        consume(buffer, read);
        any = true;
      }
    } catch (IOException e) {
      // closed: the pump's own read ends it
    }
    return any;
  }

  private void consume(byte[] bytes, int length) {
    toLog(bytes, 0, length);
    window.add(bytes, 0, length);
  }

  private void toLog(byte[] bytes, int offset, int length) {
    if (truncated) {
      return;
    }
    try {
      long room = LOG_CAP - logged;
      if (length <= room) {
        logFile.write(bytes, offset, length);
        logged += length;
        return;
      }
      logFile.write(bytes, offset, (int) room);
      byte[] note =
          ("\n[serialtck] log truncated at "
                  + LOG_CAP
                  + " bytes: further standard error of this worker is dropped\n")
              .getBytes(StandardCharsets.UTF_8);
      logFile.write(note);
      logFile.flush();
      logged = LOG_CAP + note.length;
      truncated = true;
    } catch (IOException e) {
      truncated = true;
    }
  }

  /** What a worker wrote on standard error while serving one request, or while starting. */
  record RequestOutput(List<String> lines, List<String> notable, int dropped) {

    /** Everything kept, notable lines first, as CrashKind reads it. */
    String text() {
      List<String> all = new ArrayList<>(notable);
      all.addAll(lines);
      return String.join("\n", all);
    }

    /**
     * The lines a detail quotes: the notable ones (how the JVM died), then the last {@code tail}
     * lines with something to say, joined by {@code " | "}; empty when there are none.
     */
    String quote(int tail) {
      List<String> meaningful = lines.stream().filter(RequestOutput::saysSomething).toList();
      List<String> last =
          meaningful.subList(Math.max(0, meaningful.size() - tail), meaningful.size());
      List<String> quoted = new ArrayList<>();
      for (String line : notable) {
        if (!last.contains(line)) {
          quoted.add(line.strip());
        }
      }
      boolean omitted =
          meaningful.stream().anyMatch(line -> !last.contains(line) && !notable.contains(line));
      if (!quoted.isEmpty() && omitted) {
        quoted.add("…");
      }
      last.forEach(line -> quoted.add(line.strip()));
      return String.join(" | ", quoted);
    }

    /** Not blank, nor one of the {@code #} lines that frame a JVM's fatal error report. */
    private static boolean saysSomething(String line) {
      return !line.replace('#', ' ').isBlank();
    }
  }

  /** The lines of the current request, bounded, with the line being written. */
  private static final class Window {

    private final Deque<String> lines = new ArrayDeque<>();
    private final List<String> notable = new ArrayList<>();
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private int chars;
    private int dropped;

    void clear() {
      lines.clear();
      notable.clear();
      partial.reset();
      chars = 0;
      dropped = 0;
    }

    void add(byte[] bytes, int offset, int length) {
      int start = offset;
      for (int i = offset; i < offset + length; i++) {
        if (bytes[i] == '\n') {
          appendPartial(bytes, start, i - start);
          endLine();
          start = i + 1;
        }
      }
      appendPartial(bytes, start, offset + length - start);
    }

    /** Ends the line being written, if any. */
    void endLine() {
      if (partial.size() == 0) {
        return;
      }
      String line = partial.toString(StandardCharsets.UTF_8);
      partial.reset();
      if (line.endsWith("\r")) {
        line = line.substring(0, line.length() - 1);
      }
      if (CrashKind.isTelling(line) && notable.size() < NOTABLE_LINES) {
        notable.add(line);
      }
      lines.addLast(line);
      chars += line.length();
      while (lines.size() > WINDOW_LINES || (chars > WINDOW_CHARS && lines.size() > 1)) {
        chars -= lines.removeFirst().length();
        dropped++;
      }
    }

    private void appendPartial(byte[] bytes, int offset, int length) {
      int room = WINDOW_CHARS - partial.size();
      if (room > 0 && length > 0) {
        partial.write(bytes, offset, Math.min(room, length));
      }
    }

    RequestOutput snapshot() {
      List<String> all = new ArrayList<>(lines);
      int droppedHere = dropped;
      if (partial.size() > 0) {
        all.add(partial.toString(StandardCharsets.UTF_8));
        if (all.size() > WINDOW_LINES) {
          all.remove(0);
          droppedHere++;
        }
      }
      return new RequestOutput(all, List.copyOf(notable), droppedHere);
    }
  }
}
