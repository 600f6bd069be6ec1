package io.serialtck.tck.run;

import io.serialtck.tck.Outcome;
import io.serialtck.tck.Side;
import io.serialtck.tck.compare.Verdict;

/**
 * One write on one side and read on the other, judged.
 *
 * @param harnessError the kit, not the library, failed; the verdict's detail names the fault
 */
record Exchange(Verdict verdict, boolean harnessError, Side writer, Side reader, long micros) {

  Outcome outcome() {
    return verdict.outcome();
  }
}
