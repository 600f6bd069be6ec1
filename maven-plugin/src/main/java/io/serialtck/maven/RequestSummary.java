package io.serialtck.maven;

import io.serialtck.report.compare.CompareRequest;

/** One line that says what the goal compares, logged before the engine starts. */
final class RequestSummary {

  private RequestSummary() {}

  static String of(CompareRequest request) {
    return "serialtck: "
        + request.before().label()
        + " -> "
        + request.after().label()
        + " of "
        + String.join(", ", request.roots())
        + "; configurations "
        + String.join(", ", request.configurations())
        + " (adapters "
        + String.join(", ", request.adapters().keySet().stream().sorted().toList())
        + ")"
        + (request.upgrades().isEmpty()
            ? ""
            : "; upgrades " + String.join(", ", request.upgrades()))
        + "; seed "
        + request.seed()
        + ", "
        + request.tries()
        + " tries";
  }
}
