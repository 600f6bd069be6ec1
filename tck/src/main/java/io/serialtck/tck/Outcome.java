package io.serialtck.tck;

/**
 * What happened in one cell. Declared from best to worst: {@link #isWorseThan} orders outcomes when
 * several tries or versions must be summed up in one.
 */
public enum Outcome {
  /** No error, and every value both versions can hold arrived intact. */
  PASS,
  /** Not run, with the reason. */
  SKIPPED,
  /** The configuration cannot round-trip the scenario's classes, so evolution says nothing. */
  UNSUPPORTED,
  /** A clean exception on write or read: incompatible, but safe. */
  REJECTED,
  /** No error, but the evolved field's value was silently dropped (default value instead). */
  LOSSY,
  /** The worker did not answer in time. */
  TIMED_OUT,
  /** The worker JVM died. */
  CRASHED,
  /** No error, but an unchanged value is wrong or the object has the wrong shape. */
  CORRUPTED;

  public boolean isWorseThan(Outcome other) {
    return ordinal() > other.ordinal();
  }
}
