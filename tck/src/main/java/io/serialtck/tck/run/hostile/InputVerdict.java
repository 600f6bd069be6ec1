package io.serialtck.tck.run.hostile;

import io.serialtck.tck.worker.WorkerFailure;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.Response;

/**
 * What one hostile input did, judged. A read that returned is {@code PASS}: no format here has a
 * checksum, so accepting a changed byte is not a fault. What is: an exception that is neither the
 * library's own nor a checked one ({@code FAULTED}), running out of heap or stack or allocating out
 * of proportion ({@code EXHAUSTED}), a read that does not end ({@code TIMED_OUT}), the JVM dying
 * ({@code CRASHED}).
 *
 * @param kind what is stable about it: the exception's class, or {@code out of memory}, {@code
 *     stack overflow}, {@code amplified}, the crash's kind, {@code hang}; empty for a read
 * @param allocatedBytes heap the read allocated, -1 when not measured
 */
public record InputVerdict(Outcome outcome, String kind, String detail, long allocatedBytes) {

  /**
   * Allocation at and above which a read is amplified, when it is also this many times its input.
   */
  static final long AMPLIFIED_BYTES = 32L << 20;

  static final long AMPLIFIED_RATIO = 10_000;

  private static final String OUT_OF_MEMORY = "java.lang.OutOfMemoryError";
  private static final String STACK_OVERFLOW = "java.lang.StackOverflowError";

  /** Judges a read the worker answered for. */
  public static InputVerdict of(Response.HostileRead read, int inputLength) {
    long allocated = read.allocatedBytes();
    if (STACK_OVERFLOW.equals(read.thrown())) {
      return new InputVerdict(
          Outcome.EXHAUSTED,
          "stack overflow",
          "StackOverflowError on a thread's default stack",
          allocated);
    }
    if (OUT_OF_MEMORY.equals(read.thrown())) {
      return new InputVerdict(
          Outcome.EXHAUSTED, "out of memory", "OutOfMemoryError: " + read.message(), allocated);
    }
    if (allocated >= AMPLIFIED_BYTES && allocated >= AMPLIFIED_RATIO * Math.max(1, inputLength)) {
      return new InputVerdict(
          Outcome.EXHAUSTED,
          "amplified",
          "allocated "
              + allocated
              + " bytes of heap for "
              + inputLength
              + " bytes of input"
              + (read.thrown() == null ? "" : ", then threw " + read.thrown()),
          allocated);
    }
    if (read.thrown() == null) {
      return new InputVerdict(Outcome.PASS, "", "read without error", allocated);
    }
    String thrown = read.thrown() + (read.message().isEmpty() ? "" : ": " + read.message());
    boolean unclean =
        "error".equals(read.flavour()) || ("runtime".equals(read.flavour()) && read.jdkType());
    return new InputVerdict(
        unclean ? Outcome.FAULTED : Outcome.REJECTED, read.thrown(), thrown, allocated);
  }

  /** The worker died or did not answer while this input was read. */
  public static InputVerdict lost(WorkerFailure failure) {
    if (failure.timedOut()) {
      return new InputVerdict(
          Outcome.TIMED_OUT, "hang", "the worker did not answer: " + failure.getMessage(), -1);
    }
    return new InputVerdict(
        Outcome.CRASHED, failure.kind(), "the worker JVM died: " + failure.getMessage(), -1);
  }

  /** The read did not end within the deadline. */
  public static InputVerdict hung(long deadlineMillis) {
    return new InputVerdict(
        Outcome.TIMED_OUT, "hang", "the read did not end within " + deadlineMillis + " ms", -1);
  }

  /** Whether another input shows the same thing: same outcome, same kind. */
  boolean sameAs(InputVerdict other) {
    return outcome == other.outcome && kind.equals(other.kind);
  }
}
