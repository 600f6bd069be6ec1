package io.serialtck.spi;

/**
 * An optional capability of a {@link SerializerConfiguration}: reading bytes into an object the
 * caller already holds rather than into a new one, as Chronicle Wire does by default for events
 * ({@code ValueIn.object(using, type)}) and Jackson offers with {@code
 * ObjectMapper.readerForUpdating}. A configuration that implements it is timed in the race twice on
 * its payloads: reading a new object and reading into one reused object, so that the report can
 * show what the allocation costs. A configuration that does not implement it is shown without a
 * reuse row, with that reason.
 *
 * <p>The kit calls {@link #readInto} on an instance prepared as for {@link
 * SerializerConfiguration#read} ({@code registerClasses}, then {@code importMetadata} when the
 * writer shipped metadata). Implement it only with the library's own API for this purpose, never by
 * copying a new object's fields into the target: the point is what the library allocates.
 */
@Stable
public interface ReusingReader {

  /**
   * Reads bytes written by {@link SerializerConfiguration#write} of an object of {@code target}'s
   * class into {@code target}, an object of the reader's root type that an earlier {@link
   * SerializerConfiguration#read} or {@code readInto} of this instance returned.
   *
   * @return the object read: {@code target} itself when the library filled it in, or whatever the
   *     library returned instead (the kit judges what is returned)
   * @throws Exception the library's answer, as for {@link SerializerConfiguration#read}
   */
  Object readInto(byte[] bytes, Object target) throws Exception;
}
