package io.serialtck.tck.resolve;

/** Makes one short reason out of Maven Resolver's nested exceptions. */
final class ResolutionFailure {

  private ResolutionFailure() {}

  /** The first line of the innermost cause's message: what was missing where. */
  static String reason(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage();
    if (message == null || message.isBlank()) {
      message = failure.getMessage();
    }
    if (message == null || message.isBlank()) {
      return root.getClass().getSimpleName();
    }
    return message.strip().lines().findFirst().orElse(message);
  }
}
