package io.serialtck.tck.resolve;

/** A library version that cannot be resolved; the message names its coordinates and why. */
public final class LibraryResolutionException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  LibraryResolutionException(LibraryCoordinates coordinates, String reason, Throwable cause) {
    super(coordinates + " cannot be resolved from Maven Central: " + reason, cause);
  }
}
