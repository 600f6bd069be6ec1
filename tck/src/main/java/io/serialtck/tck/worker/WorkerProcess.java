package io.serialtck.tck.worker;

import io.serialtck.value.DeepStack;
import io.serialtck.worker.protocol.Frames;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One running worker JVM and the framed conversation with it. Its standard error goes through a
 * {@link StderrPump}, so that a failure quotes only what the worker wrote while serving the request
 * that failed (while starting, for the handshake).
 */
final class WorkerProcess implements AutoCloseable {

  /** Lines of a request's standard error a failure's detail quotes, besides the telling ones. */
  static final int QUOTED_LINES = 4;

  /** How long a worker whose stream ended may take to exit before the kit kills it. */
  private static final Duration EXIT_GRACE = Duration.ofSeconds(10);

  /** How long the harness waits for the rest of a dead worker's output. */
  private static final Duration DRAIN_LIMIT = Duration.ofSeconds(5);

  /** The most stray standard output (not a frame) kept for a detail and the log. */
  private static final int STRAY_LIMIT = 16 << 10;

  private final Process process;
  private final StderrPump stderr;
  private final DataOutputStream toWorker;
  private final FrameBytes frameBytes;
  private final DataInputStream fromWorker;
  private final ExecutorService responses;
  private int requests;
  private boolean killedByKit;

  private WorkerProcess(Process process, StderrPump stderr) {
    this.process = process;
    this.stderr = stderr;
    this.toWorker = new DataOutputStream(new BufferedOutputStream(process.getOutputStream()));
    this.frameBytes = new FrameBytes(new BufferedInputStream(process.getInputStream()));
    this.fromWorker = new DataInputStream(frameBytes);
    this.responses =
        Executors.newSingleThreadExecutor(
            runnable -> {
              // a large stack: the response's value tree is decoded a level at a time
              Thread thread =
                  DeepStack.thread(runnable, "serialtck-worker-reader-" + process.pid());
              thread.setDaemon(true);
              return thread;
            });
  }

  static WorkerProcess start(WorkerSpec spec) throws IOException {
    Files.createDirectories(spec.log().toAbsolutePath().getParent());
    Process process = new ProcessBuilder(spec.command()).start();
    String header =
        "=== serialtck worker pid "
            + process.pid()
            + " for "
            + spec.label()
            + " started "
            + Instant.now().truncatedTo(ChronoUnit.MILLIS)
            + ": "
            + spec.describeCommand();
    try {
      return new WorkerProcess(process, StderrPump.start(process, spec.log(), header));
    } catch (IOException e) {
      process.destroyForcibly();
      throw e;
    }
  }

  /**
   * Sends a request and waits for its response.
   *
   * @throws WorkerFailure when the worker dies first, or does not answer within the timeout (it is
   *     then killed)
   */
  Response call(Request request, Duration timeout) throws WorkerFailure {
    String name = request.getClass().getSimpleName();
    if (requests++ > 0) {
      // the first request's output starts with the JVM's start-up
      stderr.beginRequest();
    }
    Future<Object> answer;
    try {
      frameBytes.startFrame();
      Frames.write(toWorker, request);
      answer = responses.submit(() -> Frames.read(fromWorker));
    } catch (IOException e) {
      throw died("while sending " + name, null);
    }
    try {
      return (Response) answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      kill();
      int exit = awaitExit();
      stderr.awaitEnd(DRAIN_LIMIT);
      StderrPump.RequestOutput output = stderr.requestOutput();
      String quote = output.quote(QUOTED_LINES);
      throw new WorkerFailure(
          "no answer within "
              + timeout.toMillis()
              + " ms; worker killed; stderr: "
              + orNothing(quote),
          WorkerFailure.Cause.TIMED_OUT,
          "timed out",
          exit,
          quote);
    } catch (ExecutionException e) {
      throw died("answering " + name, e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
      throw new WorkerFailure(
          "interrupted while waiting for the answer to " + name,
          WorkerFailure.Cause.INTERRUPTED,
          "interrupted",
          -1,
          "");
    }
  }

  /**
   * The worker's stream ended or broke: it exits (or is killed when it does not), and the failure
   * quotes what it wrote during this request. A signal the kit did not send is not the library's
   * doing.
   *
   * @param cause why reading the answer failed, or null when sending the request did
   */
  private WorkerFailure died(String when, Throwable cause) {
    boolean exited = waitForExit(EXIT_GRACE);
    if (!exited) {
      kill();
    }
    int exit = awaitExit();
    byte[] partFrame = cause instanceof EOFException ? new byte[0] : frameBytes.kept();
    stderr.strayStandardOutput(strayOutput(partFrame));
    stderr.awaitEnd(DRAIN_LIMIT);
    StderrPump.RequestOutput output = stderr.requestOutput();
    String quote = output.quote(QUOTED_LINES);
    int signal = exit - 128;
    if (!killedByKit && OutsideSignals.is(exit)) {
      return new WorkerFailure(
          "worker killed from outside the kit by signal "
              + signal
              + " ("
              + OutsideSignals.name(signal)
              + ", exit "
              + exit
              + ") "
              + when
              + "; stderr: "
              + orNothing(quote),
          WorkerFailure.Cause.KILLED_FROM_OUTSIDE,
          "killed by signal " + signal,
          exit,
          quote);
    }
    boolean ended = cause == null || cause instanceof EOFException;
    String how;
    if (exited) {
      how = "worker JVM exited with code " + exit + " " + when;
    } else if (ended) {
      how =
          "worker JVM closed its stream " + when + " but did not exit; killed (exit " + exit + ")";
    } else {
      how = "worker JVM broke the protocol " + when + "; killed (exit " + exit + ")";
    }
    String reason = ended ? "" : ": " + cause.getMessage();
    return new WorkerFailure(
        how + reason + "; stderr: " + orNothing(quote),
        WorkerFailure.Cause.CRASHED,
        CrashKind.of(exit, output.text()),
        exit,
        quote);
  }

  /**
   * What the worker wrote on standard output that is not a frame: the bytes read of the broken
   * frame and what followed them until the end of the stream (the JVM writes its fatal error report
   * there).
   */
  private String strayOutput(byte[] partFrame) {
    ByteArrayOutputStream stray = new ByteArrayOutputStream();
    stray.writeBytes(partFrame);
    Future<byte[]> rest =
        responses.submit(() -> fromWorker.readNBytes(Math.max(0, STRAY_LIMIT - partFrame.length)));
    try {
      stray.writeBytes(rest.get(DRAIN_LIMIT.toMillis(), TimeUnit.MILLISECONDS));
    } catch (TimeoutException | ExecutionException e) {
      rest.cancel(true);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return stray.toString(StandardCharsets.UTF_8);
  }

  private void kill() {
    killedByKit = true;
    process.destroyForcibly();
  }

  private boolean waitForExit(Duration limit) {
    try {
      return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return !process.isAlive();
    }
  }

  private int awaitExit() {
    return waitForExit(EXIT_GRACE) ? process.exitValue() : -1;
  }

  private static String orNothing(String quote) {
    return quote.isEmpty() ? "(nothing on stderr during this request)" : quote;
  }

  boolean isAlive() {
    return process.isAlive();
  }

  long pid() {
    return process.pid();
  }

  @Override
  public void close() {
    try {
      toWorker.close();
    } catch (IOException ignored) {
      // the worker may be gone already; it is stopped below either way
    }
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        kill();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
    } finally {
      stderr.awaitEnd(DRAIN_LIMIT);
      responses.shutdownNow();
    }
  }

  static UncheckedIOException startFailure(WorkerSpec spec, IOException e) {
    return new UncheckedIOException("cannot start worker: " + spec.describeCommand(), e);
  }

  /** The signals a JVM's exit code shows when something ended it from outside: 128 + signal. */
  static final class OutsideSignals {

    private OutsideSignals() {}

    /** SIGHUP, SIGINT, SIGKILL or SIGTERM: what a user, a shell or the kernel sends. */
    static boolean is(int exitCode) {
      return exitCode == 129 || exitCode == 130 || exitCode == 137 || exitCode == 143;
    }

    static String name(int signal) {
      return switch (signal) {
        case 1 -> "SIGHUP";
        case 2 -> "SIGINT";
        case 9 -> "SIGKILL";
        case 15 -> "SIGTERM";
        default -> "signal " + signal;
      };
    }
  }

  /** Keeps the first bytes read of the frame under way, for when they are not a frame. */
  private static final class FrameBytes extends FilterInputStream {

    private static final int KEPT = 64;

    private final byte[] kept = new byte[KEPT];
    private int count;

    FrameBytes(InputStream in) {
      super(in);
    }

    synchronized void startFrame() {
      count = 0;
    }

    synchronized byte[] kept() {
      return java.util.Arrays.copyOf(kept, count);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        keep(new byte[] {(byte) b}, 0, 1);
      }
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      int read = super.read(buffer, offset, length);
      if (read > 0) {
        keep(buffer, offset, read);
      }
      return read;
    }

    private synchronized void keep(byte[] bytes, int offset, int length) {
      int room = Math.min(KEPT - count, length);
      if (room > 0) {
        System.arraycopy(bytes, offset, kept, count, room);
        count += room;
      }
    }
  }
}
