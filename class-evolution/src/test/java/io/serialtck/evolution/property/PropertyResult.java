package io.serialtck.evolution.property;

import java.util.Optional;

/**
 * The result of a property run: it held for every try, or the first failing try with its case
 * shrunk to a minimal one.
 */
public record PropertyResult(
    String property, PropertySettings settings, int triesRun, Optional<Failure> failure) {

  /** The first failing try. */
  public record Failure(
      int tryIndex,
      EvolutionCase original,
      EvolutionCase minimal,
      CaseCheck.CheckResult result,
      int shrinkSteps) {}

  public boolean holds() {
    return failure.isEmpty();
  }

  /** A report: what failed, the seed to repeat it, and the minimal case as source. */
  public String render() {
    if (failure.isEmpty()) {
      return property + " held for " + triesRun + " tries (" + settings.repeatWith() + ")";
    }
    Failure f = failure.get();
    return property
        + " failed at try "
        + f.tryIndex()
        + " (seed "
        + f.original().seed()
        + "; repeat with "
        + settings.repeatWith()
        + "): "
        + f.result().outcome()
        + " "
        + f.result().detail()
        + "\n minimal case after "
        + f.shrinkSteps()
        + " shrink steps: "
        + f.minimal().render();
  }
}
