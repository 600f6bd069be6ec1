package io.serialtck.tck.worker;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The one place worker JVMs are started from: the matrix's categories, the corpus, the race's
 * checks and a team's release cells all ask it for a {@link WorkerSession}. It gives every worker
 * the same JDK, heap ({@code --worker-heap}), request timeout and log folder, the worker's own
 * class path ({@link WorkerClasspath#locate}) and the harness flags ({@link
 * WorkerSpec#harnessFlags}); the session it returns ends every world's class path with the {@code
 * fixture-objects} jar ({@link WorkerSession}), so that each world has its own copy of the
 * fixtures.
 *
 * <p>Immutable: {@link #onJdk} and {@link #withTimeout} give a factory that differs in one setting;
 * {@link #reporting} one that tells a listener of every session it starts (a configuration's run
 * counts its workers' starts and worlds that way).
 */
public final class Workers {

  private final Path javaHome;
  private final String heap;
  private final Duration timeout;
  private final Path logDirectory;
  private final Consumer<WorkerSession> started;

  /**
   * @param javaHome the JDK the workers run on
   * @param heap the maximum heap of a worker, as {@code -Xmx} takes it ({@code 256m})
   * @param timeout how long one request may take before the worker is killed
   * @param logDirectory where each worker's log {@code <label>.log} is kept
   */
  public Workers(Path javaHome, String heap, Duration timeout, Path logDirectory) {
    this(javaHome, heap, timeout, logDirectory, session -> {});
  }

  private Workers(
      Path javaHome,
      String heap,
      Duration timeout,
      Path logDirectory,
      Consumer<WorkerSession> started) {
    this.javaHome = Objects.requireNonNull(javaHome, "javaHome");
    this.heap = Objects.requireNonNull(heap, "heap");
    this.timeout = Objects.requireNonNull(timeout, "timeout");
    this.logDirectory = Objects.requireNonNull(logDirectory, "logDirectory");
    this.started = started;
  }

  /** The same workers on another JDK (the reader JDK of the cross-JDK cells). */
  public Workers onJdk(Path otherJavaHome) {
    return new Workers(otherJavaHome, heap, timeout, logDirectory, started);
  }

  /** The same workers with another request timeout. */
  public Workers withTimeout(Duration otherTimeout) {
    return new Workers(javaHome, heap, otherTimeout, logDirectory, started);
  }

  /** The same workers, telling {@code listener} of every session started from now on. */
  public Workers reporting(Consumer<WorkerSession> listener) {
    Consumer<WorkerSession> before = started;
    return new Workers(
        javaHome,
        heap,
        timeout,
        logDirectory,
        session -> {
          before.accept(session);
          listener.accept(session);
        });
  }

  /** The request timeout of these workers' sessions. */
  public Duration timeout() {
    return timeout;
  }

  /**
   * A session of a worker JVM; the JVM starts with the session's first request.
   *
   * @param label what the worker serves, as its command line and log name say ({@code kryo}, {@code
   *     kryo-upgrade}, {@code kryo-hostile})
   * @param configurationId the configuration its worlds select unless declared otherwise
   * @param flags the configuration's own JVM flags on this JDK, after the harness's
   * @param worldClasspath the class path of every world not declared with one of its own: the
   *     configuration's adapter and library (the fixtures' jar is added by the session)
   */
  public WorkerSession session(
      String label, String configurationId, List<String> flags, List<Path> worldClasspath) {
    WorkerSpec spec =
        new WorkerSpec(label, javaHome, flags, heap, WorkerClasspath.locate(), logDirectory);
    WorkerSession session = new WorkerSession(spec, configurationId, worldClasspath, timeout);
    started.accept(session);
    return session;
  }
}
