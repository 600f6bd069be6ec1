package io.serialtck.testkit;

/**
 * Declares that a configuration's library does not write the same bytes twice for the same object
 * (a time stamp, a random id, an identity hash in the bytes), so that {@link SetUpSourceSanity}
 * cannot compare its set-up source's bytes with the configuration's and checks only that each reads
 * the other's bytes as the configuration reads its own.
 *
 * @param reason why the bytes differ, in the library's terms, for the reader of the test
 */
public record NondeterministicBytes(String reason) {

  public NondeterministicBytes {
    if (reason == null || reason.isBlank()) {
      throw new IllegalArgumentException("nondeterministic bytes need their reason");
    }
  }
}
