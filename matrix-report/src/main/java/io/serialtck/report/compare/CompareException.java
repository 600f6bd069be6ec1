package io.serialtck.report.compare;

/** A comparison that cannot be run as asked; the message names the cause. */
public final class CompareException extends RuntimeException {

  public CompareException(String message) {
    super(message);
  }

  public CompareException(String message, Throwable cause) {
    super(message, cause);
  }
}
