package io.serialtck.adapters.onenio;

import java.util.Optional;
import one.nio.serial.Serializer;

/**
 * {@code one-nio-shipped-metadata}: one-nio's default mode, with the writer's serializers shipped
 * to the reader as class metadata, as one-nio's own RPC and shared-memory map do: the reader's
 * {@code Repository} learns every UID the bytes use from the writer, not from its own classes.
 */
public final class OneNioShippedMetadataConfiguration extends OneNioConfiguration {

  /** The bytes of the last write, whose serializers {@link #exportMetadata} ships. */
  private byte[] written;

  @Override
  public String id() {
    return "one-nio-shipped-metadata";
  }

  @Override
  public String description() {
    return "default mode: Serializer.serialize(obj) and Serializer.deserialize(bytes); after each"
        + " write the writer exports Repository.get(rootClass) and every other non-bootstrap"
        + " serializer the bytes refer to (found by one-nio's SerializerCollector over them:"
        + " nested classes, JDK classes such as BigDecimal), serialized with one-nio one after the"
        + " other in a SerializeStream; before each read the reader reads them with a"
        + " DeserializeStream and calls Repository.provideSerializer on each, and registers none"
        + " of its own classes; "
        + COMMON;
  }

  @Override
  public byte[] write(Object value) throws Exception {
    written = null;
    written = Serializer.serialize(value);
    return written;
  }

  @Override
  public Optional<byte[]> exportMetadata(Class<?> type) throws Exception {
    return Optional.of(ShippedSerializers.export(type, written));
  }

  @Override
  public void importMetadata(byte[] metadata) throws Exception {
    ShippedSerializers.provide(metadata);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    return deserialize(bytes);
  }
}
