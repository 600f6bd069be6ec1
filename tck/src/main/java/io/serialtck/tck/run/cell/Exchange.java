package io.serialtck.tck.run.cell;

import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.worker.Step;
import io.serialtck.value.Value;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;

/**
 * One write on one side and read on the other, judged.
 *
 * @param harnessError the kit, not the library, failed; the verdict's detail names the fault
 * @param weight the size of the bytes written when they were read back intact, else null
 * @param reading for a value read across class versions, the trees it was judged on, else null
 */
public record Exchange(
    Verdict verdict,
    boolean harnessError,
    Side writer,
    Side reader,
    long micros,
    Weight weight,
    Reading reading) {

  /**
   * The trees a read was judged on.
   *
   * @param written what the writer's object held
   * @param expected what a faithful reader holds
   * @param read what this reader holds
   */
  public record Reading(Value written, Value expected, Value read) {}

  /** An exchange whose bytes were not weighed. */
  public Exchange(Verdict verdict, boolean harnessError, Side writer, Side reader, long micros) {
    this(verdict, harnessError, writer, reader, micros, null, null);
  }

  /** An exchange whose read trees are not kept. */
  public Exchange(
      Verdict verdict, boolean harnessError, Side writer, Side reader, long micros, Weight weight) {
    this(verdict, harnessError, writer, reader, micros, weight, null);
  }

  /** The same exchange, judged again. */
  public Exchange withVerdict(Verdict judged) {
    return new Exchange(judged, harnessError, writer, reader, micros, weight, reading);
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
