package io.serialtck.adapters.javastd;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * {@code java-standard}: the JDK's own ObjectOutputStream and ObjectInputStream, untouched. Its
 * secure settings read through an {@code ObjectInputFilter} ({@link JavaStandardFilteredReader}).
 */
public final class JavaStandardConfiguration implements SerializerConfiguration, SecureSettings {

  @Override
  public String id() {
    return "java-standard";
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
    return "ObjectOutputStream.writeObject / ObjectInputStream.readObject with default settings,"
        + " no filter; the fixture classes declare a fixed serialVersionUID";
  }

  @Override
  public String secureSettings() {
    return JavaStandardFilteredReader.SETTINGS;
  }

  @Override
  public SerializerConfiguration secured() {
    return new JavaStandardFilteredReader(this);
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
