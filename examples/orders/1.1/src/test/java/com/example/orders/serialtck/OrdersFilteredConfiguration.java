package com.example.orders.serialtck;

import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * The team's own serializer set-up, as its services use it: Java serialization whose reader
 * accepts only the model's classes and the JDK types they hold. Registered for the kit in
 * src/test/resources/META-INF/services/io.serialtck.spi.SerializerConfiguration.
 */
public final class OrdersFilteredConfiguration implements SerializerConfiguration {

  private static final String FILTER = "com.example.orders.*;java.lang.*;java.math.*;java.util.*;!*";

  @Override
  public String id() {
    return "orders-java-filtered";
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
    return "ObjectOutputStream / ObjectInputStream with the filter " + FILTER;
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
      in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(FILTER));
      return in.readObject();
    }
  }
}
