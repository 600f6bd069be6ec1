package io.serialtck.tck.worker;

/** The worker JVM died or stopped answering while a request was under way. */
public final class WorkerFailure extends Exception {

  private final boolean timedOut;

  WorkerFailure(String message, boolean timedOut) {
    super(message);
    this.timedOut = timedOut;
  }

  /** True when the worker did not answer in time (and was killed); false when it died. */
  public boolean timedOut() {
    return timedOut;
  }
}
