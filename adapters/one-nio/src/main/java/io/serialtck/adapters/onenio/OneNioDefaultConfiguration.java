package io.serialtck.adapters.onenio;

import java.util.HashSet;
import java.util.Set;
import one.nio.serial.Serializer;

/**
 * {@code one-nio-default}: one-nio's default mode, whose bytes name each class only by its
 * serializer UID. Nothing is exchanged between writer and reader: the reader can only resolve the
 * UIDs of serializers its own {@code Repository} holds, so it first registers its own classes: once
 * per root class and instance, before the first read of that class (one-nio's {@code Repository}
 * keeps what it learns, so registering again before every read costs time and teaches it nothing).
 * The kit makes a new instance per cell, so every cell's reader registers as before.
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
        + " Serializer.deserialize(bytes) (DeserializeStream); no metadata exchanged: before its"
        + " first read of a root class (once per root class and instance, kept across reads) the"
        + " reader calls Repository.get for that class and, recursively, for the declared concrete"
        + " types of its non-static non-transient fields; "
        + COMMON;
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return Serializer.serialize(value);
  }

  /** The root classes whose serializers this reader has registered. */
  private final Set<Class<?>> registered = new HashSet<>();

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    if (!registered.contains(type)) {
      LocalSerializers.register(type);
      registered.add(type);
    }
    return deserialize(bytes);
  }
}
