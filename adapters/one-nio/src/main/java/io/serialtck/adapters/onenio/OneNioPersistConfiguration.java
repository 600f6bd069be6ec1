package io.serialtck.adapters.onenio;

import one.nio.serial.Serializer;

/**
 * {@code one-nio-persist}: one-nio's persist mode, whose bytes embed the serializer (class
 * descriptor and field list) of every non-bootstrap class they hold, read back by the same {@code
 * DeserializeStream} as default-mode bytes.
 */
public final class OneNioPersistConfiguration extends OneNioConfiguration {

  @Override
  public String id() {
    return "one-nio-persist";
  }

  @Override
  public String description() {
    return "persist mode: Serializer.persist(obj) (PersistStream, each non-bootstrap class's"
        + " serializer embedded in the bytes) and Serializer.deserialize(bytes)"
        + " (DeserializeStream); no metadata exchanged and the reader registers nothing itself; "
        + COMMON;
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return Serializer.persist(value);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    return deserialize(bytes);
  }
}
