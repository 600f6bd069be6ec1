package io.serialtck.adapters.onenio;

import one.nio.serial.Serializer;

/**
 * {@code one-nio-default}: one-nio's default mode, whose bytes name each class only by its
 * serializer UID. Nothing is exchanged between writer and reader: the reader can only resolve the
 * UIDs of serializers its own {@code Repository} holds, so it first registers its own classes.
 */
public final class OneNioDefaultConfiguration extends OneNioConfiguration {

  @Override
  public String id() {
    return "one-nio-default";
  }

  @Override
  public String description() {
    return "default mode: Serializer.serialize(obj) (sized by CalcSizeStream, written by"
        + " DataStream, or SerializeStream when an object occurs twice) and"
        + " Serializer.deserialize(bytes) (DeserializeStream); no metadata exchanged: before each"
        + " read the reader calls"
        + " Repository.get for its own root class and, recursively, for the declared concrete"
        + " types of its non-static non-transient fields; "
        + COMMON;
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return Serializer.serialize(value);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    LocalSerializers.register(type);
    return deserialize(bytes);
  }
}
