package io.serialtck.verdict;

import java.util.EnumSet;
import java.util.Set;

/**
 * What happened in one cell. Declared from best to worst, so that {@link #isWorseThan} can sum up
 * several tries, values or findings in one outcome; {@code docs/outcomes.md} gives the reasons for
 * the order. In short: a verdict is worse the more silently it can hurt. A program that received an
 * {@link #ILL_TYPED} value fails or crashes later, far from the read (calling {@code getFirst()} on
 * the {@code ArrayList} Kryo stored in a {@code LinkedList} field crashed the JVM with SIGSEGV); a
 * {@link #CORRUPTED} value travels on as if it were true; a crash or a hang at the read is loud; a
 * {@link #LOSSY} field is silently empty; an {@link #ALTERED} object holds every value but not a
 * promised structural property; a {@link #REJECTED} read is a clean exception.
 */
public enum Outcome {
  /** No error, and every value both versions can hold arrived intact. */
  PASS,
  /** Not run, with the reason. */
  SKIPPED,
  /**
   * The configuration declares that it does not run on this JDK ({@code
   * SerializerConfiguration.unsupported}); no worker was started. Says nothing about the library.
   */
  UNSUPPORTED,
  /**
   * The configuration cannot round-trip the cell's classes or fixture on one side by itself (v1 to
   * v1, or the last version to itself; one side of an upgrade alone), so the cell says nothing
   * about the change it asks. The detail gives that round trip's outcome.
   */
  NO_ROUND_TRIP,
  /** A property cell none of whose tries applied: it says nothing. */
  INCONCLUSIVE,
  /** A clean exception on write or read: incompatible, but safe. */
  REJECTED,
  /**
   * Hostile input only: the read failed with an exception the library did not mean to throw, a JDK
   * runtime exception ({@code NullPointerException}, {@code ArrayIndexOutOfBoundsException}, {@code
   * ClassCastException}, {@code NegativeArraySizeException}, ...) or an {@code Error} other than
   * running out of heap or stack. Loud, but a caller that catches the library's own exception does
   * not catch it.
   */
  FAULTED,
  /**
   * No error and every value equal, but a promised structural property differs: the container
   * class, shared identity, immutability, a serialization hook not honoured, internal state not
   * rebuilt. The detail names which.
   */
  ALTERED,
  /** No error, but the evolved field's value was silently dropped (default value instead). */
  LOSSY,
  /**
   * Hostile input only: the read ran out of heap ({@code OutOfMemoryError}) or stack ({@code
   * StackOverflowError}), or allocated heap out of all proportion to its input without running out:
   * a few bytes that take a server's memory. The mode says which.
   */
  EXHAUSTED,
  /** The worker did not answer in time. */
  TIMED_OUT,
  /** The worker JVM died. */
  CRASHED,
  /**
   * No error, but a value is wrong: a number, a string, an element, the order of an ordered
   * container, a misaligned read.
   */
  CORRUPTED,
  /**
   * No error, but a field, element or root holds a value that is not an instance of its declared
   * type (a placeholder root included): the JVM trusts declared types, so it fails or crashes far
   * from the read.
   */
  ILL_TYPED,
  /**
   * Hostile input only: reading bytes that named a class the reader never asked for ran that
   * class's code: its static initializer, a constructor, {@code readObject}, {@code readResolve} or
   * a setter. With a gadget class on the class path instead of the kit's canary, that is how a
   * deserialization exploit starts.
   */
  RAN_UNASKED;

  private static final Set<Outcome> SAFE = EnumSet.of(PASS, REJECTED);
  private static final Set<Outcome> SILENTLY_WRONG = EnumSet.of(LOSSY, CORRUPTED, ILL_TYPED);
  private static final Set<Outcome> INTACT = EnumSet.of(PASS, ALTERED);
  private static final Set<Outcome> SAYS_NOTHING =
      EnumSet.of(SKIPPED, UNSUPPORTED, NO_ROUND_TRIP, INCONCLUSIVE);

  public boolean isWorseThan(Outcome other) {
    return ordinal() > other.ordinal();
  }

  /** The worse of two outcomes. */
  public static Outcome worst(Outcome a, Outcome b) {
    return a.isWorseThan(b) ? a : b;
  }

  /** {@code PASS} or {@code REJECTED}: the data arrived intact, or the reader said no. */
  public boolean isSafe() {
    return SAFE.contains(this);
  }

  /**
   * False for {@code SKIPPED}, {@code UNSUPPORTED}, {@code NO_ROUND_TRIP} and {@code INCONCLUSIVE}:
   * the cell says nothing about what it asks, and scores leave it out of what was measured.
   */
  public boolean isMeasured() {
    return !SAYS_NOTHING.contains(this);
  }

  /**
   * {@code PASS} or {@code ALTERED}: every value arrived equal (an {@code ALTERED} read lost only a
   * structural property), so the bytes can be weighed and the round trip timed.
   */
  public boolean isIntact() {
    return INTACT.contains(this);
  }

  /** {@code LOSSY}, {@code CORRUPTED} or {@code ILL_TYPED}: wrong data, and no error said so. */
  public boolean isSilentlyWrong() {
    return SILENTLY_WRONG.contains(this);
  }
}
