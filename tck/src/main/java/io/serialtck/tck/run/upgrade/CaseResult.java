package io.serialtck.tck.run.upgrade;

/**
 * What one explored case did in one direction: came back ({@link #held}), said nothing because a
 * side does not round-trip it alone ({@code detail} says which), is a finding ({@code signature}
 * and {@code detail}), or met a fault of the kit ({@code harnessError}).
 *
 * @param bothSidesFail a finding on the side that fails worse alone while the other side fails
 *     alone too: the two failures may come from different fields, so such a case is asked field by
 *     field before it stands
 */
record CaseResult(
    FindingSignature signature, String detail, String harnessError, boolean bothSidesFail) {

  static CaseResult held() {
    return new CaseResult(null, null, null, false);
  }

  static CaseResult notApplicable(String why) {
    return new CaseResult(null, why, null, false);
  }

  static CaseResult finding(FindingSignature signature, String detail) {
    return new CaseResult(signature, detail, null, false);
  }

  /** A finding on the side that fails worse alone, while the other side fails alone too. */
  static CaseResult worseAlone(FindingSignature signature, String detail) {
    return new CaseResult(signature, detail, null, true);
  }

  /** Whether both sides alone fail it alike, so that it says nothing of the pair. */
  boolean isNotApplicable() {
    return signature == null && harnessError == null && detail != null;
  }

  /** This result, met at the set-up variant {@code variant} (empty: the configurations' own). */
  CaseResult at(String variant) {
    return signature == null || variant.isEmpty()
        ? this
        : new CaseResult(signature.at(variant), detail, harnessError, bothSidesFail);
  }

  /**
   * This result counted under the configurations' own set-up when it already showed there: a
   * variant adds a signature only for a break its set-up alone meets.
   */
  CaseResult knownAtOwnSetUp(ExplorationFindings findings) {
    if (signature == null || signature.setUp().isEmpty()) {
      return this;
    }
    FindingSignature own = signature.at("");
    return findings.has(own) ? new CaseResult(own, detail, harnessError, bothSidesFail) : this;
  }

  static CaseResult harnessError(String detail) {
    return new CaseResult(null, null, detail, false);
  }
}
