package io.serialtck.race.testconfig;

import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * {@code test-java-serialization}: the JDK's own serialization, loaded as a world from the race's
 * test classes, so that the race's tests run a configuration in a world as the harness does.
 */
public class JavaSerializationConfiguration implements SerializerConfiguration {

  @Override
  public String id() {
    return "test-java-serialization";
  }

  @Override
  public String library() {
    return "java.base:java.io.ObjectOutputStream";
  }

  @Override
  public String libraryVersion() {
    return Runtime.version().toString();
  }

  @Override
  public String description() {
    return "ObjectOutputStream.writeObject / ObjectInputStream.readObject (race test)";
  }

  @Override
  public byte[] write(Object value) throws Exception {
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
