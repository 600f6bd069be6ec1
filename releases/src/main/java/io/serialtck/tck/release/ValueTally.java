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

  private static final String REFUSED_IN = " refused the value in ";

  private final Map<String, Integer> byFinding = new LinkedHashMap<>();
  private final Map<String, Outcome> outcomes = new LinkedHashMap<>();
  private final Map<String, Integer> refusedBy = new LinkedHashMap<>();
  private final Map<String, String> firstRefusal = new LinkedHashMap<>();
  private final Set<String> made = new LinkedHashSet<>();
  private int asked;
  private int refused;

  /**
   * A value a class of the team refused to build (its constructor or a setter threw): it says
   * nothing.
   *
   * @param refusingClass the class that refused it
   * @param why the refusal, with the class's own message
   */
  void refused(String refusingClass, String why) {
    refused++;
    refusedBy.merge(refusingClass, 1, Integer::sum);
    firstRefusal.putIfAbsent(refusingClass, why);
  }

  /** The classes a value that was built holds: they accepted a value. */
  void built(java.util.Collection<String> classes) {
    made.addAll(classes);
  }

  int refusedCount() {
    return refused;
  }

  /** The classes that refused values and accepted none: no value of them was made. */
  List<String> unmade() {
    return refusedBy.keySet().stream().filter(c -> !made.contains(c)).toList();
  }

  /**
   * Each class that refused values: {@code com.example.TrackingCode refused 20, the first in its
   * canonical constructor: java.lang.IllegalArgumentException: ...}.
   *
   * @param classes the classes to name
   */
  String refusals(List<String> classes) {
    List<String> parts = new ArrayList<>();
    for (String refusing : classes) {
      String why = firstRefusal.get(refusing);
      int at = why.indexOf(REFUSED_IN);
      String where = at < 0 ? why : why.substring(at + REFUSED_IN.length());
      where = where.replaceFirst(" \\(caused by (.*)\\)$", ": $1");
      parts.add(
          refusing
              + " refused "
              + refusedBy.get(refusing)
              + ", the first in "
              + shorten(where, 200));
    }
    return String.join("; ", parts);
  }

  /** A value that was written and read, or failed to be. */
  void count(Verdict verdict) {
    asked++;
    String finding = finding(verdict);
    byFinding.merge(finding, 1, Integer::sum);
    outcomes.putIfAbsent(finding, verdict.outcome());
  }

  /**
   * {@code 12 values: 9 PASS, 3 CORRUPTED (riskTier); the team's classes refused 2 more: 2 by
   * com.example.Positive}, worst first.
   */
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
        + (refused == 0
            ? ""
            : "; the team's classes refused "
                + refused
                + " more: "
                + String.join(
                    ", ",
                    refusedBy.entrySet().stream()
                        .map(e -> e.getValue() + " by " + e.getKey())
                        .toList()));
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
    return shorten(text, 120);
  }

  private static String shorten(String text, int length) {
    String line = text.lines().findFirst().orElse("");
    return line.length() <= length ? line : line.substring(0, length) + "…";
  }
}
