package io.serialtck.tck.cache;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToIntFunction;
import java.util.zip.CRC32C;

/**
 * Feeds a request (records of strings, numbers, booleans, enums, byte arrays, lists, maps and
 * records) into a digest by its structure: two equal requests give equal digests in any run, which
 * their Java serialization does not promise (it writes a string met twice once).
 */
final class StructuralDigest {

  private static final Map<Class<?>, RecordComponent[]> COMPONENTS = new ConcurrentHashMap<>();

  /** What a reference gives for a byte array no earlier answer held. */
  static final int NOT_ANSWERED = -1;

  private StructuralDigest() {}

  /** Feeds the value, every byte array by its content. */
  static void update(MessageDigest digest, Object value) {
    update(digest, value, bytes -> NOT_ANSWERED);
  }

  /**
   * Feeds the value; a byte array {@code answered} knows (its place among the answers before, or
   * {@link #NOT_ANSWERED}) by that place, its length and its CRC-32C (so that one changed in place
   * is another), rather than by its SHA-256.
   */
  static void update(MessageDigest digest, Object value, ToIntFunction<byte[]> answered) {
    if (value == null) {
      digest.update((byte) 0);
    } else if (value instanceof String text) {
      digest.update((byte) 1);
      ContentDigest.text(digest, text);
    } else if (value instanceof byte[] bytes) {
      int place = answered.applyAsInt(bytes);
      if (place != NOT_ANSWERED) {
        CRC32C check = new CRC32C();
        check.update(bytes);
        digest.update((byte) 8);
        ContentDigest.text(digest, place + ":" + bytes.length + ":" + check.getValue());
      } else {
        digest.update((byte) 2);
        ContentDigest.text(digest, Integer.toString(bytes.length));
        digest.update(bytes);
      }
    } else if (value instanceof Boolean || value instanceof Number || value instanceof Character) {
      digest.update((byte) 3);
      ContentDigest.text(digest, value.getClass().getSimpleName() + ":" + value);
    } else if (value instanceof Enum<?> constant) {
      digest.update((byte) 4);
      ContentDigest.text(digest, constant.getDeclaringClass().getName() + "." + constant.name());
    } else if (value instanceof List<?> list) {
      digest.update((byte) 5);
      ContentDigest.text(digest, Integer.toString(list.size()));
      for (Object element : list) {
        update(digest, element, answered);
      }
    } else if (value instanceof Map<?, ?> map) {
      digest.update((byte) 6);
      ContentDigest.text(digest, Integer.toString(map.size()));
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        update(digest, entry.getKey(), answered);
        update(digest, entry.getValue(), answered);
      }
    } else if (value instanceof Record record) {
      digest.update((byte) 7);
      ContentDigest.text(digest, record.getClass().getName());
      for (RecordComponent component : components(record.getClass())) {
        update(digest, read(component, record), answered);
      }
    } else {
      throw new IllegalArgumentException(
          "no structural digest for " + value.getClass().getName() + " (a request holds it)");
    }
  }

  private static RecordComponent[] components(Class<?> type) {
    return COMPONENTS.computeIfAbsent(
        type,
        recordType -> {
          RecordComponent[] components = recordType.getRecordComponents();
          for (RecordComponent component : components) {
            component.getAccessor().setAccessible(true);
          }
          return components;
        });
  }

  private static Object read(RecordComponent component, Record record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + component + " of " + record.getClass(), e);
    }
  }
}
