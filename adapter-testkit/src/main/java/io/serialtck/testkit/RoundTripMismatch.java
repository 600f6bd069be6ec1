package io.serialtck.testkit;

/**
 * A round trip that read back without an error but not an equal copy of the original: null, the
 * same instance, or an object whose fields differ (the message names them). A {@link KnownLimit}
 * names this type for a library that is known to change a value silently.
 */
public final class RoundTripMismatch extends AssertionError {

  private static final long serialVersionUID = 1L;

  RoundTripMismatch(String message, Throwable cause) {
    super(message, cause);
  }
}
