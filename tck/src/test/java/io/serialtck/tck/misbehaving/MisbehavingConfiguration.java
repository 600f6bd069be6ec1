package io.serialtck.tck.misbehaving;

import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * Test configurations that behave like Java serialization except when writing the evolving class of
 * the {@code field-added} scenario: then they misbehave, as a broken library would.
 */
abstract class MisbehavingConfiguration implements SerializerConfiguration {

  static final String TRIGGER = "serialtck.gen.field_added.Person";

  abstract void misbehave() throws Exception;

  @Override
  public String library() {
    return "test:misbehaving";
  }

  @Override
  public String libraryVersion() {
    return "0";
  }

  @Override
  public byte[] write(Object value) throws Exception {
    if (value.getClass().getName().equals(TRIGGER)) {
      misbehave();
    }
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
