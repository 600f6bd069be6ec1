package io.serialtck.report.cli;

/**
 * What a run does when Ctrl-C or SIGTERM ends the JVM under it: a shutdown hook that runs the given
 * action once, unless the run finished first. Whichever comes first, the finish or the hook, has
 * the run's end to itself: a hook that comes while the run writes its reports waits for them before
 * the JVM goes.
 */
final class Interruption implements AutoCloseable {

  private static final long WAIT_FOR_FINISH_MILLIS = 60_000;

  private enum State {
    RUNNING,
    FINISHING,
    DONE,
    INTERRUPTED
  }

  private final Thread hook;
  private State state = State.RUNNING;

  private Interruption(Runnable onInterrupt) {
    this.hook = new Thread(() -> interrupted(onInterrupt), "serialtck-interrupted");
  }

  static Interruption install(Runnable onInterrupt) {
    Interruption interruption = new Interruption(onInterrupt);
    Runtime.getRuntime().addShutdownHook(interruption.hook);
    return interruption;
  }

  private void interrupted(Runnable onInterrupt) {
    synchronized (this) {
      if (state == State.FINISHING) {
        awaitDone();
        return;
      }
      if (state != State.RUNNING) {
        return;
      }
      state = State.INTERRUPTED;
    }
    onInterrupt.run();
  }

  private void awaitDone() {
    long until = System.currentTimeMillis() + WAIT_FOR_FINISH_MILLIS;
    try {
      while (state != State.DONE && System.currentTimeMillis() < until) {
        wait(Math.max(1, until - System.currentTimeMillis()));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Claims the run's end for its normal finish: false when the hook has it (the JVM is going down
   * and the hook writes the reports).
   */
  synchronized boolean finish() {
    if (state != State.RUNNING) {
      return false;
    }
    state = State.FINISHING;
    return true;
  }

  /** The run has finished (or failed): the hook, if it comes, lets the JVM go at once. */
  @Override
  public void close() {
    synchronized (this) {
      if (state == State.FINISHING || state == State.RUNNING) {
        state = State.DONE;
      }
      notifyAll();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the JVM is going down; the hook, if it runs, does nothing now
    }
  }
}
