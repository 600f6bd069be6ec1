package io.serialtck.tck.run.hostile;

/**
 * One malformed input and how it was made.
 *
 * @param how what was done to which seed, e.g. {@code TopOfBook truncated to 37 of 120 bytes}
 */
public record HostileInput(byte[] bytes, String how) {}
