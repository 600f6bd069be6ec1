package io.serialtck.report.html;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * How the HTML report marks a cell: each outcome has its own colour and letter, and a harness error
 * has a mark of its own rather than the SKIPPED it is recorded as, so that a fault of the kit never
 * passes for a library's answer.
 *
 * @param key the outcome's name, or {@value #HARNESS_ERROR}; the CSS class is {@code o-<key>}
 * @param code the letter shown in the cell, so that the matrix reads without colours too
 * @param meaning what the mark says, in a few words, for the legend
 */
record CellMark(String key, String code, String meaning) {

  static final String HARNESS_ERROR = "HARNESS_ERROR";

  private static final CellMark HARNESS_ERROR_MARK =
      new CellMark(
          HARNESS_ERROR,
          "!",
          "The kit itself failed, not the library: no outcome (recorded as SKIPPED and left out of"
              + " the scores).");

  /** The mark of one cell. */
  static CellMark of(CellResult cell) {
    return cell.harnessError() ? HARNESS_ERROR_MARK : of(cell.outcome());
  }

  /** Every mark, outcomes from best to worst, then the harness error. */
  static List<CellMark> all() {
    List<CellMark> marks = new ArrayList<>();
    for (Outcome outcome : Outcome.values()) {
      marks.add(of(outcome));
    }
    marks.add(HARNESS_ERROR_MARK);
    return marks;
  }

  String cssClass() {
    return "o-" + key;
  }

  /** The outcome's name, or {@code harness error}. */
  String label() {
    return key.equals(HARNESS_ERROR) ? "harness error" : key;
  }

  private static CellMark of(Outcome outcome) {
    // No default branch: a new outcome does not compile until it has a letter and a meaning.
    return switch (outcome) {
      case PASS -> new CellMark(outcome.name(), "P", "No error, and every value arrived intact.");
      case SKIPPED -> new CellMark(outcome.name(), "S", "Not run; the detail says why.");
      case UNSUPPORTED ->
          new CellMark(
              outcome.name(),
              "U",
              "The configuration declares it does not run on this JDK; nothing was run.");
      case NO_ROUND_TRIP ->
          new CellMark(
              outcome.name(),
              "N",
              "The configuration cannot round-trip the cell's classes on one side by itself, so"
                  + " the cell says nothing about the change.");
      case INCONCLUSIVE ->
          new CellMark(
              outcome.name(), "Q", "A property cell none of whose tries applied: says nothing.");
      case REJECTED ->
          new CellMark(
              outcome.name(), "R", "A clean exception on write or read: incompatible, but safe.");
      case FAULTED ->
          new CellMark(
              outcome.name(),
              "F",
              "Hostile input: the read failed with a JDK runtime exception or an Error from inside"
                  + " the library, not its own exception.");
      case EXHAUSTED ->
          new CellMark(
              outcome.name(),
              "E",
              "Hostile input: the read ran out of heap or stack, or allocated heap out of all"
                  + " proportion to its input.");
      case RAN_UNASKED ->
          new CellMark(
              outcome.name(),
              "U",
              "Hostile input: the read ran code (static initializer, constructor, readObject,"
                  + " readResolve, setter) of a class the reader never asked for.");
      case ALTERED ->
          new CellMark(
              outcome.name(),
              "A",
              "No error and every value equal, but a structural property lost: container class,"
                  + " shared identity, immutability, a hook, internal state (the detail names it).");
      case LOSSY ->
          new CellMark(
              outcome.name(),
              "L",
              "No error, but the evolved field's value was silently dropped (default instead).");
      case TIMED_OUT -> new CellMark(outcome.name(), "T", "The worker did not answer in time.");
      case CRASHED -> new CellMark(outcome.name(), "X", "The worker JVM died.");
      case CORRUPTED ->
          new CellMark(
              outcome.name(),
              "C",
              "No error, but a value is wrong: a number, a string, an element, a lost order, a"
                  + " misaligned read.");
      case ILL_TYPED ->
          new CellMark(
              outcome.name(),
              "I",
              "No error, but a field, element or root holds a value not of its declared type: it"
                  + " fails, or crashes the JVM, far from the read.");
    };
  }
}
