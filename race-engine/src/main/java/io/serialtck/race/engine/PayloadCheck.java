package io.serialtck.race.engine;

import io.serialtck.tck.CellDetails;
import io.serialtck.tck.Weight;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.verdict.Outcome;

/**
 * The correctness check before timing: the payload written and read back, classified as the matrix
 * classifies its {@code roundtrip} cell.
 *
 * @param detail why it is not intact, or empty
 * @param weight the size written when read back intact, else null
 */
public record PayloadCheck(Outcome outcome, String detail, Weight weight) {

  static PayloadCheck of(Exchange exchange) {
    return new PayloadCheck(
        exchange.outcome(), CellDetails.clean(exchange.verdict().detail()), exchange.weight());
  }

  /** Whether every value arrived equal, so the payload is timed. */
  public boolean intact() {
    return outcome.isIntact();
  }
}
