package io.serialtck.worker.protocol;

/**
 * A string's UTF-16 units, big-endian, exactly as they are. The JDK's charsets would not do: its
 * UTF-8 encoder turns a lone surrogate, a value the kit asks on purpose, into the same '?' as a
 * question mark, and its UTF-16BE one into U+FFFD. Used by the protocol's {@link RecordCodec} and
 * by the cell cache's digests.
 */
public final class Utf16Units {

  private Utf16Units() {}

  /**
   * The string's units, two bytes each. A plain loop over its chars: on JDK 17 a {@code CharBuffer}
   * view puts and gets one char at a time through its bounds checks, which took 3 to 4 times as
   * long under C1.
   */
  public static byte[] of(String text) {
    int length = text.length();
    byte[] units = new byte[2 * length];
    for (int i = 0, at = 0; i < length; i++, at += 2) {
      char unit = text.charAt(i);
      units[at] = (byte) (unit >>> 8);
      units[at + 1] = (byte) unit;
    }
    return units;
  }

  /** The string whose units {@link #of} gave. */
  public static String toString(byte[] units) {
    char[] chars = new char[units.length / 2];
    for (int i = 0, at = 0; i < chars.length; i++, at += 2) {
      chars[i] = (char) (((units[at] & 0xFF) << 8) | (units[at + 1] & 0xFF));
    }
    return new String(chars);
  }
}
