package io.serialtck.spi;

/**
 * An optional capability of a {@link SerializerConfiguration} whose library tells how far a read
 * went: Kryo's {@code Input.position()}, Fory's buffer reader index, what a {@code
 * ByteArrayInputStream} has left ({@code available()}).
 *
 * <p>A faithful read consumes exactly the bytes that were written. A read that stops short, leaving
 * bytes unread, or one that would run past the end has read fields at the wrong offsets: the kit
 * names it ({@code misaligned read: read 62 of 66 bytes}) and judges the cell {@code CORRUPTED}
 * even where the values it read happen to equal the expected ones or the type's default (Kryo reads
 * 4 bytes of a {@code double} into a {@code float} field, and 0.0 is what its low bytes hold for
 * 1.5). Implement it only where the library's own API gives the position; a configuration whose
 * library cannot tell returns {@code -1} or does not implement this interface.
 */
@Stable
public interface ReadExtent {

  /**
   * How many bytes of the input of this instance's last {@link SerializerConfiguration#read} the
   * library consumed, as the library counts them; {@code -1} when it cannot tell (no read yet, or a
   * read that failed).
   */
  long bytesConsumed();
}
