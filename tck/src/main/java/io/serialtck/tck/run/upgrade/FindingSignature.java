package io.serialtck.tck.run.upgrade;

import io.serialtck.tck.ExplorationCase;
import io.serialtck.verdict.Outcome;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What kind of break a finding is, so that many random cases that broke alike count as one: where
 * it showed, the outcome there, and the exception that said so when there is one ({@code REJECTED
 * com.esotericsoftware.kryo.KryoException}); a value that came back wrong is its outcome and the
 * first differing path with its indexes left out ({@code CORRUPTED f1}).
 *
 * @param where across the pair (empty), or the one side that does not round-trip it alone ({@code
 *     later side alone}: a regression of the later version; {@code earlier side alone}: a fix)
 * @param outcome the outcome there
 * @param cause the exception's class (and its root cause's, when another exception caused it), or
 *     the path that differed; empty when neither shows
 * @param setUp the set-up variant both sides ran at ({@link io.serialtck.spi.SetUpVariants}), or
 *     empty for the configurations' own set-up
 */
public record FindingSignature(String where, Outcome outcome, String cause, String setUp)
    implements Comparable<FindingSignature> {

  public FindingSignature {
    setUp = setUp == null ? "" : setUp;
  }

  /** A break at the configurations' own set-up. */
  public FindingSignature(String where, Outcome outcome, String cause) {
    this(where, outcome, cause, "");
  }

  /** This break, met at the set-up variant {@code variant} (empty: the configurations' own). */
  public FindingSignature at(String variant) {
    return new FindingSignature(where, outcome, cause, variant);
  }

  /** Where a regression of the later version shows: its own round trip. */
  public static final String LATER_ALONE = "later side alone";

  /** Where a fix shows: the earlier version's own round trip. */
  public static final String EARLIER_ALONE = "earlier side alone";

  private static final Pattern EXCEPTION =
      Pattern.compile("\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b");
  private static final Pattern ROOT_CAUSE =
      Pattern.compile("\\(caused by ((?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error))\\b");
  private static final Pattern PATH = Pattern.compile("^([\\w$.\\[\\]]+): expected");

  /** A break across the pair. */
  public static FindingSignature of(Outcome outcome, String detail) {
    return of("", outcome, detail);
  }

  /** A break where a finding of this kind shows, with the verdict's outcome and detail there. */
  public static FindingSignature of(
      ExplorationCase.Finding finding, Outcome outcome, String detail) {
    return of(
        switch (finding) {
          case ACROSS -> "";
          case EARLIER_SIDE_ALONE -> EARLIER_ALONE;
          case LATER_SIDE_ALONE -> LATER_ALONE;
        },
        outcome,
        detail);
  }

  /** A break where {@code where} says. */
  static FindingSignature of(String where, Outcome outcome, String detail) {
    Matcher exception = EXCEPTION.matcher(detail);
    if (exception.find()) {
      return new FindingSignature(where, outcome, withRootCause(exception.group(), detail));
    }
    Matcher path = PATH.matcher(detail);
    if (path.find()) {
      return new FindingSignature(where, outcome, path.group(1).replaceAll("\\[\\d+]", "[]"));
    }
    return new FindingSignature(where, outcome, "");
  }

  /**
   * The exception and, when another one caused it, that root cause: a library that wraps every
   * failure in its own exception ({@code KryoException}) still tells its breaks apart.
   */
  private static String withRootCause(String exception, String detail) {
    Matcher root = ROOT_CAUSE.matcher(detail);
    String last = null;
    while (root.find()) {
      last = root.group(1);
    }
    return last == null || last.equals(exception) ? exception : exception + " caused by " + last;
  }

  /** Where it showed, as a kind of finding. */
  public ExplorationCase.Finding finding() {
    return switch (where) {
      case "" -> ExplorationCase.Finding.ACROSS;
      case EARLIER_ALONE -> ExplorationCase.Finding.EARLIER_SIDE_ALONE;
      case LATER_ALONE -> ExplorationCase.Finding.LATER_SIDE_ALONE;
      default -> throw new IllegalStateException("no kind of finding shows " + where);
    };
  }

  /** Worse outcomes first, then breaks across before one side's, then by cause. */
  @Override
  public int compareTo(FindingSignature other) {
    if (outcome != other.outcome) {
      return outcome.isWorseThan(other.outcome) ? -1 : 1;
    }
    if (!where.equals(other.where)) {
      return where.compareTo(other.where);
    }
    if (!cause.equals(other.cause)) {
      return cause.compareTo(other.cause);
    }
    return setUp.compareTo(other.setUp);
  }

  /**
   * {@code REJECTED x.YException}, {@code later side alone: CORRUPTED f0}, and at a variant {@code
   * set-up fields-only, later side alone: ...}.
   */
  @Override
  public String toString() {
    String what = cause.isEmpty() ? outcome.name() : outcome + " " + cause;
    String at = where.isEmpty() ? what : where + ": " + what;
    return setUp.isEmpty() ? at : SET_UP + setUp + (where.isEmpty() ? ": " : ", ") + at;
  }

  /** How a signature met at a set-up variant starts. */
  static final String SET_UP = "set-up ";
}
