package io.serialtck.tck.resolve;

/** A library version that cannot be resolved; the message names its coordinates and why. */
public final class LibraryResolutionException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * @param from where it was looked for: {@code Maven Central}, a mirror, or the local repository
   *     alone when Maven is offline
   */
  LibraryResolutionException(
      LibraryCoordinates coordinates, String from, String reason, Throwable cause) {
    super(coordinates + " cannot be resolved from " + from + ": " + reason, cause);
  }
}
