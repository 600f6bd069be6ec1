package io.serialtck.tck.run.upgrade;

import io.serialtck.verdict.Outcome;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What kind of break a finding is, so that many random cases that broke alike count as one: the
 * outcome across, and the exception that said so when there is one ({@code REJECTED
 * com.esotericsoftware.kryo.KryoException}); a value that came back wrong is its outcome and the
 * first differing path with its indexes and generated names left out ({@code CORRUPTED f.value}).
 *
 * @param outcome what the cell across was
 * @param cause the exception's class, or the kind of path that differed; empty when neither shows
 */
record FindingSignature(Outcome outcome, String cause) implements Comparable<FindingSignature> {

  private static final Pattern EXCEPTION =
      Pattern.compile("\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b");
  private static final Pattern PATH = Pattern.compile("^([\\w$.\\[\\]]+): expected");

  static FindingSignature of(Outcome outcome, String detail) {
    Matcher exception = EXCEPTION.matcher(detail);
    if (exception.find()) {
      return new FindingSignature(outcome, exception.group());
    }
    Matcher path = PATH.matcher(detail);
    if (path.find()) {
      return new FindingSignature(outcome, path.group(1).replaceAll("\\[\\d+]", "[]"));
    }
    return new FindingSignature(outcome, "");
  }

  /** Worse outcomes first, then by cause. */
  @Override
  public int compareTo(FindingSignature other) {
    if (outcome != other.outcome) {
      return outcome.isWorseThan(other.outcome) ? -1 : 1;
    }
    return cause.compareTo(other.cause);
  }

  @Override
  public String toString() {
    return cause.isEmpty() ? outcome.name() : outcome + " " + cause;
  }
}
