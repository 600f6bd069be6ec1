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

  /**
   * Every test configuration refuses an explored object holding a {@code Currency} in a field of
   * its own, as libraries refuse a JDK class alike on both sides of a pair: the rest of such an
   * object says nothing unless it is asked field by field.
   */
  private static void refuseCurrency(Object value) throws Exception {
    if (!value.getClass().getName().startsWith("serialtck.gen.explore.")) {
      return;
    }
    for (java.lang.reflect.Field field : value.getClass().getDeclaredFields()) {
      if (field.getType() == java.util.Currency.class
          && !java.lang.reflect.Modifier.isStatic(field.getModifiers())) {
        field.setAccessible(true);
        if (field.get(value) != null) {
          throw new java.io.NotSerializableException("planted: a Currency field, " + field);
        }
      }
    }
  }

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
    refuseCurrency(value);
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
