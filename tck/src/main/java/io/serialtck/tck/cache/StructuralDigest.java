package io.serialtck.tck.cache;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Feeds a request (records of strings, numbers, booleans, enums, byte arrays, lists, maps and
 * records) into a digest by its structure: two equal requests give equal digests in any run, which
 * their Java serialization does not promise (it writes a string met twice once).
 */
final class StructuralDigest {

  private static final Map<Class<?>, RecordComponent[]> COMPONENTS = new ConcurrentHashMap<>();

  private StructuralDigest() {}

  static void update(MessageDigest digest, Object value) {
    if (value == null) {
      digest.update((byte) 0);
    } else if (value instanceof String text) {
      digest.update((byte) 1);
      ContentDigest.text(digest, text);
    } else if (value instanceof byte[] bytes) {
      digest.update((byte) 2);
      ContentDigest.text(digest, Integer.toString(bytes.length));
      digest.update(bytes);
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
        update(digest, element);
      }
    } else if (value instanceof Map<?, ?> map) {
      digest.update((byte) 6);
      ContentDigest.text(digest, Integer.toString(map.size()));
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        update(digest, entry.getKey());
        update(digest, entry.getValue());
      }
    } else if (value instanceof Record record) {
      digest.update((byte) 7);
      ContentDigest.text(digest, record.getClass().getName());
      for (RecordComponent component : components(record.getClass())) {
        update(digest, read(component, record));
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
