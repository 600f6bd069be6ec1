package io.serialtck.adapters.javastd;

import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * {@code java-standard}: the JDK's own ObjectOutputStream and ObjectInputStream, untouched. Its
 * secure settings read through an {@code ObjectInputFilter} ({@link JavaStandardFilteredReader}).
 * It tells how far a read went ({@link ReadExtent}).
 */
public final class JavaStandardConfiguration
    implements SerializerConfiguration, SecureSettings, ReadExtent {

  private long consumed = -1;

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
    consumed = -1;
    ByteArrayInputStream input = new ByteArrayInputStream(bytes);
    try (ObjectInputStream in = new ObjectInputStream(input)) {
      Object read = in.readObject();
      consumed = bytes.length - input.available();
      return read;
    }
  }

  /**
   * What the {@code ByteArrayInputStream} under the last read no longer has: {@code
   * ObjectInputStream} reads no further ahead than the stream's structure asks.
   */
  @Override
  public long bytesConsumed() {
    return consumed;
  }
}
