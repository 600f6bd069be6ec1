package io.serialtck.tck.release;

import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of a release cell counted per finding, so that a cell's detail says how many values
 * showed each thing ({@code 12 values: 9 could not be written (write:
 * com.fasterxml.jackson...InvalidDefinitionException), 3 CORRUPTED (riskTier)}) rather than
 * counting every failing value against one finding.
 */
final class ValueTally {

  private final Map<String, Integer> byFinding = new LinkedHashMap<>();
  private final Map<String, Outcome> outcomes = new LinkedHashMap<>();
  private int asked;
  private int refused;

  /** A value the class refused to build: it says nothing. */
  void refused() {
    refused++;
  }

  int refusedCount() {
    return refused;
  }

  /** A value that was written and read, or failed to be. */
  void count(Verdict verdict) {
    asked++;
    String finding = finding(verdict);
    byFinding.merge(finding, 1, Integer::sum);
    outcomes.putIfAbsent(finding, verdict.outcome());
  }

  /** {@code 12 values: 9 PASS, 3 CORRUPTED (riskTier); the class refused 2}, worst first. */
  String summary() {
    List<String> findings = new ArrayList<>(byFinding.keySet());
    findings.sort(Comparator.comparing((String f) -> outcomes.get(f)).reversed());
    List<String> parts = new ArrayList<>();
    for (String finding : findings) {
      parts.add(byFinding.get(finding) + " " + finding);
    }
    return asked
        + " value"
        + (asked == 1 ? "" : "s")
        + ": "
        + String.join(", ", parts)
        + (refused == 0 ? "" : "; the class refused " + refused + " more");
  }

  private static String finding(Verdict verdict) {
    Outcome outcome = verdict.outcome();
    String detail = verdict.detail() == null ? "" : verdict.detail();
    if (outcome == Outcome.PASS) {
      return "PASS";
    }
    if (outcome == Outcome.REJECTED && verdict.mode().startsWith("write: ")) {
      return "could not be written (" + shorten(detail) + ")";
    }
    if (outcome == Outcome.REJECTED) {
      return "REJECTED (" + shorten(detail) + ")";
    }
    if (outcome == Outcome.INCONCLUSIVE && !verdict.mode().isEmpty()) {
      return outcome + " (" + verdict.mode() + ")";
    }
    Set<String> paths = new LinkedHashSet<>();
    for (String part : detail.split("; ")) {
      int expected = part.indexOf(": expected");
      int declared = part.indexOf(": declared");
      int end = expected >= 0 ? expected : declared >= 0 ? declared : part.indexOf(':');
      paths.add(end > 0 ? part.substring(0, end).replaceAll("\\[\\d+]", "[]") : shorten(part));
    }
    return outcome + (paths.isEmpty() ? "" : " (" + String.join(", ", paths) + ")");
  }

  private static String shorten(String text) {
    String line = text.lines().findFirst().orElse("");
    return line.length() <= 120 ? line : line.substring(0, 120) + "…";
  }
}
