package io.serialtck.adapters.onenio;

import java.util.LinkedHashSet;
import java.util.Set;
import one.nio.serial.CalcSizeStream;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Repository;
import one.nio.serial.SerializeStream;
import one.nio.serial.Serializer;
import one.nio.serial.SerializerCollector;

/**
 * Ships one-nio serializers from a writer's {@code Repository} to a reader's, serialized with
 * one-nio itself in the layout of {@code Repository.saveSnapshot}: serializer objects one after the
 * other in a {@code SerializeStream}.
 */
final class ShippedSerializers {

  private ShippedSerializers() {}

  /**
   * The root class's serializer and every other non-bootstrap serializer that default-mode {@code
   * written} refers to (found by one-nio's {@code SerializerCollector}), or only the root's when
   * nothing was written.
   */
  static byte[] export(Class<?> root, byte[] written) throws Exception {
    Set<Serializer<?>> serializers = new LinkedHashSet<>();
    serializers.add(Repository.get(root));
    if (written != null) {
      SerializerCollector collector = new SerializerCollector(written);
      collector.readObject();
      for (Serializer<?> serializer : collector.serializers()) {
        serializers.add(serializer);
      }
    }
    CalcSizeStream size = new CalcSizeStream();
    for (Serializer<?> serializer : serializers) {
      size.writeObject(serializer);
    }
    byte[] metadata = new byte[size.count()];
    SerializeStream out = new SerializeStream(metadata);
    for (Serializer<?> serializer : serializers) {
      out.writeObject(serializer);
    }
    return metadata;
  }

  /** Reads what {@link #export} wrote and hands each serializer to the reader's repository. */
  static void provide(byte[] metadata) throws Exception {
    DeserializeStream in = new DeserializeStream(metadata);
    while (in.available() > 0) {
      Repository.provideSerializer((Serializer<?>) in.readObject());
    }
  }
}
