package io.serialtck.tck.baseline;

/** A baseline that cannot be read, or cannot be written from the results given; says why. */
public final class BaselineException extends RuntimeException {

  public BaselineException(String message) {
    super(message);
  }

  public BaselineException(String message, Throwable cause) {
    super(message, cause);
  }
}
