package io.serialtck.tck.compare;

import io.serialtck.tck.Outcome;

/**
 * An outcome and the evidence for it.
 *
 * @param minimalCase a failing property's shrunk case (class versions, steps, values), else null
 */
public record Verdict(Outcome outcome, String detail, String minimalCase) {

  public Verdict(Outcome outcome, String detail) {
    this(outcome, detail, null);
  }
}
