package io.serialtck.verdict;

/**
 * An outcome and the evidence for it.
 *
 * @param minimalCase a failing property's shrunk case (class versions, steps, values), else null
 * @param mode what is stable about the outcome, which the gate compares besides it: the stage and
 *     exception class of a {@code REJECTED}, the kind of a {@code CRASHED}, the properties an
 *     {@code ALTERED} lost, the evolution kinds that broke a property; empty when nothing is
 */
public record Verdict(Outcome outcome, String detail, String minimalCase, String mode) {

  public Verdict {
    mode = mode == null ? "" : mode;
  }

  public Verdict(Outcome outcome, String detail) {
    this(outcome, detail, null, "");
  }

  public Verdict(Outcome outcome, String detail, String minimalCase) {
    this(outcome, detail, minimalCase, "");
  }

  /**
   * The same verdict told in other words: outcome, mode and minimal case are kept, so that a cell
   * whose detail is rewritten (a simpler variant's, a registration order's) keeps what the gate
   * compares.
   */
  public Verdict withDetail(String newDetail) {
    return new Verdict(outcome, newDetail, minimalCase, mode);
  }

  /** The same verdict with a mode. */
  public Verdict withMode(String newMode) {
    return new Verdict(outcome, detail, minimalCase, newMode);
  }
}
