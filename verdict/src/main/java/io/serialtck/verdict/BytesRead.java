package io.serialtck.verdict;

/**
 * How far a read went, where the library tells ({@code io.serialtck.spi.ReadExtent}): a faithful
 * read consumes exactly the bytes written; one that leaves bytes unread, or runs past the end, read
 * its fields at the wrong offsets.
 *
 * @param consumed the bytes the library consumed, or -1 when it does not tell
 * @param total the bytes it was given
 */
public record BytesRead(long consumed, long total) {

  /** A read whose library does not tell how far it went. */
  public static final BytesRead UNKNOWN = new BytesRead(-1, -1);

  /** The mode of a cell whose read was misaligned. */
  public static final String MISALIGNED = "misaligned read";

  /** {@code consumed} of {@code total}, or {@link #UNKNOWN} when {@code consumed} is negative. */
  public static BytesRead of(long consumed, long total) {
    return consumed < 0 ? UNKNOWN : new BytesRead(consumed, total);
  }

  /** Whether the library told, and what it consumed is not what it was given. */
  public boolean misaligned() {
    return consumed >= 0 && consumed != total;
  }

  /** {@code misaligned read: read 62 of 66 bytes} (or {@code 4 bytes past the end}). */
  public String describe() {
    String read = "read " + consumed + " of " + total + " bytes";
    return MISALIGNED
        + ": "
        + (consumed > total ? read + ", " + (consumed - total) + " past the end" : read);
  }
}
