package io.serialtck.tck.corpus;

/** The corpus cannot be read or written: a missing or malformed manifest, a file that fails I/O. */
public final class CorpusException extends RuntimeException {

  public CorpusException(String message) {
    super(message);
  }

  public CorpusException(String message, Throwable cause) {
    super(message, cause);
  }
}
