package io.serialtck.tck.junit;

import io.serialtck.tck.text.XmlCharacters;

/**
 * A matrix test's failure: a verdict on a cell or on the baseline, whose message says all there is
 * to say. It has no stack trace, which would be the same few dozen lines of JUnit for every failing
 * cell and bury the messages on the console when a change moves many cells at once.
 */
final class CellFailure extends AssertionError {

  private static final long serialVersionUID = 1L;

  CellFailure(String message) {
    super(XmlCharacters.safe(message));
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this;
  }
}
