package io.serialtck.evolution.property;

/** A property of evolution cases: checks one case. */
@FunctionalInterface
public interface CaseCheck {

  CheckResult check(EvolutionCase evolutionCase);

  /**
   * What a check found.
   *
   * @param outcome a short name of what happened (e.g. an outcome of the matrix)
   * @param detail the evidence
   */
  record CheckResult(boolean holds, String outcome, String detail) {

    public static CheckResult holds(String outcome) {
      return new CheckResult(true, outcome, "");
    }

    public static CheckResult fails(String outcome, String detail) {
      return new CheckResult(false, outcome, detail);
    }
  }
}
