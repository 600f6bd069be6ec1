package io.serialtck.tck.worker;

import io.serialtck.worker.protocol.Frames;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** One running worker JVM and the framed conversation with it. */
final class WorkerProcess implements AutoCloseable {

  private static final int TAIL_LINES = 4;

  private final Process process;
  private final DataOutputStream toWorker;
  private final DataInputStream fromWorker;
  private final ExecutorService responses;
  private final Path log;

  /** Where this process's standard error starts in the log, which earlier workers share. */
  private final long logStart;

  private WorkerProcess(Process process, Path log, long logStart) {
    this.process = process;
    this.log = log;
    this.logStart = logStart;
    this.toWorker = new DataOutputStream(new BufferedOutputStream(process.getOutputStream()));
    this.fromWorker = new DataInputStream(new BufferedInputStream(process.getInputStream()));
    this.responses =
        Executors.newSingleThreadExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, "serialtck-worker-reader-" + process.pid());
              thread.setDaemon(true);
              return thread;
            });
  }

  static WorkerProcess start(WorkerSpec spec) throws IOException {
    Files.createDirectories(spec.log().toAbsolutePath().getParent());
    long logStart = Files.exists(spec.log()) ? Files.size(spec.log()) : 0;
    Process process =
        new ProcessBuilder(spec.command())
            .redirectError(ProcessBuilder.Redirect.appendTo(spec.log().toFile()))
            .start();
    return new WorkerProcess(process, spec.log(), logStart);
  }

  /**
   * Sends a request and waits for its response.
   *
   * @throws WorkerFailure when the worker dies first, or does not answer within the timeout (it is
   *     then killed)
   */
  Response call(Request request, Duration timeout) throws WorkerFailure {
    Future<Object> answer;
    try {
      Frames.write(toWorker, request);
      answer = responses.submit(() -> Frames.read(fromWorker));
    } catch (IOException e) {
      throw died("while sending " + request.getClass().getSimpleName());
    }
    try {
      return (Response) answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      process.destroyForcibly();
      awaitExit();
      throw new WorkerFailure(
          "no answer within " + timeout.toMillis() + " ms; worker killed", true, "timed out");
    } catch (ExecutionException e) {
      throw died("answering " + request.getClass().getSimpleName() + ": " + e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      throw new WorkerFailure("interrupted", false, "interrupted");
    }
  }

  private WorkerFailure died(String when) {
    process.destroyForcibly();
    int exit = awaitExit();
    String stderr = stderr();
    return new WorkerFailure(
        "worker JVM exited with code " + exit + " " + when + "; stderr tail: " + tail(stderr),
        false,
        CrashKind.of(exit, stderr));
  }

  private int awaitExit() {
    try {
      if (process.waitFor(10, TimeUnit.SECONDS)) {
        return process.exitValue();
      }
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }

  /** What this process wrote on standard error. */
  private String stderr() {
    try {
      byte[] bytes = Files.readAllBytes(log);
      int from = (int) Math.min(logStart, bytes.length);
      return new String(bytes, from, bytes.length - from, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }

  private static String tail(String stderr) {
    List<String> lines = stderr.lines().filter(line -> !line.isBlank()).toList();
    return String.join(" | ", lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
  }

  boolean isAlive() {
    return process.isAlive();
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
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    } finally {
      responses.shutdownNow();
    }
  }

  static UncheckedIOException startFailure(WorkerSpec spec, IOException e) {
    return new UncheckedIOException("cannot start worker: " + String.join(" ", spec.command()), e);
  }
}
