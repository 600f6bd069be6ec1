package io.serialtck.tck.worker;

/** The worker JVM died or stopped answering while a request was under way. */
public final class WorkerFailure extends Exception {

  private final boolean timedOut;
  private final String kind;

  WorkerFailure(String message, boolean timedOut, String kind) {
    super(message);
    this.timedOut = timedOut;
    this.kind = kind;
  }

  /** True when the worker did not answer in time (and was killed); false when it died. */
  public boolean timedOut() {
    return timedOut;
  }

  /** What is stable about the failure: {@code timed out}, or a {@link CrashKind}. */
  public String kind() {
    return kind;
  }
}
