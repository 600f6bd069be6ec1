package io.serialtck.tck.run.cell;

import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;

/**
 * One write on one side and read on the other, judged.
 *
 * @param harnessError the kit, not the library, failed; the verdict's detail names the fault
 * @param weight the size of the bytes written when they were read back intact, else null
 */
public record Exchange(
    Verdict verdict, boolean harnessError, Side writer, Side reader, long micros, Weight weight) {

  /** An exchange whose bytes were not weighed. */
  public Exchange(Verdict verdict, boolean harnessError, Side writer, Side reader, long micros) {
    this(verdict, harnessError, writer, reader, micros, null);
  }

  public Outcome outcome() {
    return verdict.outcome();
  }

  /** A write or read that did not succeed, judged by {@link StepVerdicts}. */
  static Exchange unsuccessful(Step<?> step, String stage, Side writer, Side reader, long started) {
    return new Exchange(
        StepVerdicts.of(step, stage),
        StepVerdicts.isHarnessError(step),
        writer,
        reader,
        microsSince(started));
  }

  /** Microseconds since {@code startedNanos}, a {@link System#nanoTime()} reading. */
  static long microsSince(long startedNanos) {
    return (System.nanoTime() - startedNanos) / 1_000;
  }
}
