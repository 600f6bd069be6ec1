package io.serialtck.tck.testconfig;

import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * Base of the harness's test configurations: Java serialization, with a hook before each write. The
 * misbehaving ones misbehave when writing the evolving class of the {@code field-added} scenario,
 * as a broken library would.
 */
abstract class TestConfiguration implements SerializerConfiguration {

  static final String TRIGGER = "serialtck.gen.field_added.Sample";

  /** Called before each write with the object to write. */
  void beforeWrite(Object value) throws Exception {}

  static boolean isTrigger(Object value) {
    return value.getClass().getName().equals(TRIGGER);
  }

  @Override
  public String library() {
    return "test:" + id();
  }

  @Override
  public String libraryVersion() {
    return "0";
  }

  @Override
  public byte[] write(Object value) throws Exception {
    beforeWrite(value);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }
}
