package io.serialtck.tck;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.DeflaterOutputStream;

/**
 * The size of the bytes a configuration wrote for one payload, raw and after Deflate with {@link
 * DeflaterOutputStream}'s defaults (level 6, zlib header and Adler-32 trailer), as earlier
 * comparisons measured it. Both are exact: a change is a finding.
 *
 * @param bytes length of the serialized bytes
 * @param deflated length of the same bytes after Deflate
 */
public record Weight(long bytes, long deflated) {

  /** How the Deflate size is made, for reports. */
  public static final String DEFLATE =
      "java.util.zip.DeflaterOutputStream defaults: level 6, zlib header and Adler-32 trailer";

  /** Weighs {@code serialized}. */
  public static Weight of(byte[] serialized) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DeflaterOutputStream deflater = new DeflaterOutputStream(out)) {
      deflater.write(serialized);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Weight(serialized.length, out.size());
  }
}
