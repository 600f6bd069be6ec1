package io.serialtck.tck.worker;

/**
 * The worker JVM did not answer a request: it died, stopped answering, could not start, or was
 * killed by someone other than the kit. Only the first two are the library's doing.
 */
public final class WorkerFailure extends Exception {

  /** Why the worker did not answer. */
  public enum Cause {
    /** It died while serving the request: the library's doing (a JVM crash, an exit). */
    CRASHED,
    /** It did not answer in time and the kit killed it. */
    TIMED_OUT,
    /** It died or hung before finishing its handshake: the kit's set-up, not the library. */
    NOT_STARTED,
    /** A signal the kit did not send ended it (SIGKILL, SIGTERM, SIGINT, SIGHUP). */
    KILLED_FROM_OUTSIDE,
    /** The harness thread waiting for the answer was interrupted. */
    INTERRUPTED;

    /** True when the kit or its surroundings, not the library, are to blame. */
    public boolean isHarnessFault() {
      return this == NOT_STARTED || this == KILLED_FROM_OUTSIDE || this == INTERRUPTED;
    }
  }

  private final Cause cause;
  private final String kind;
  private final int exitCode;
  private final String stderr;

  /**
   * @param exitCode the JVM's exit code, or -1 when it did not exit or is unknown
   * @param stderr what the worker wrote on standard error during the request, quoted; empty for
   *     nothing
   */
  WorkerFailure(String message, Cause cause, String kind, int exitCode, String stderr) {
    super(message);
    this.cause = cause;
    this.kind = kind;
    this.exitCode = exitCode;
    this.stderr = stderr;
  }

  /**
   * A crash as a worker reported it once, kept by the cell cache and replayed in place of asking
   * the worker again.
   */
  public static WorkerFailure crashed(String message, String kind, int exitCode, String stderr) {
    return new WorkerFailure(message, Cause.CRASHED, kind, exitCode, stderr);
  }

  /** Why the worker did not answer. */
  public Cause failureCause() {
    return cause;
  }

  /** True when the worker did not answer in time (and was killed); false when it died. */
  public boolean timedOut() {
    return cause == Cause.TIMED_OUT;
  }

  /** True when the kit or its surroundings, not the library, are to blame. */
  public boolean isHarnessFault() {
    return cause.isHarnessFault();
  }

  /** What is stable about the failure: {@code timed out}, or a {@link CrashKind}. */
  public String kind() {
    return kind;
  }

  /** The JVM's exit code, or -1 when it did not exit or is unknown. */
  public int exitCode() {
    return exitCode;
  }

  /** What the worker wrote on standard error during the request, quoted; empty for nothing. */
  public String stderr() {
    return stderr;
  }
}
