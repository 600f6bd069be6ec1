package io.serialtck.tck.cache;

import io.serialtck.worker.protocol.Utf16Units;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToIntFunction;
import java.util.zip.CRC32C;

/**
 * Feeds a request (records of strings, numbers, booleans, enums, byte arrays, lists, maps and
 * records) into a digest by its structure: two equal requests give equal digests in any run, which
 * their Java serialization does not promise (it writes a string met twice once).
 */
final class StructuralDigest {

  private static final Map<Class<?>, RecordType> RECORD_TYPES = new ConcurrentHashMap<>();

  /**
   * Byte arrays and strings at least this long are fed by their own SHA-256, kept for the array or
   * string: a generated class's bytes are defined in every configuration's worlds, and a value at a
   * limit (a string of 5,000,001 digits) travels in every request of its case; hashing them once is
   * enough.
   */
  static final int KEPT_DIGEST_LENGTH = 512;

  private static final Map<byte[], KnownBytes> KNOWN_BYTES =
      Collections.synchronizedMap(new WeakHashMap<>());

  /**
   * The SHA-256 of long strings, while they live. A string cannot change, so no check is needed,
   * and an equal string made elsewhere finds its digest too.
   */
  private static final Map<String, byte[]> KNOWN_TEXTS =
      Collections.synchronizedMap(new WeakHashMap<>());

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
    } else if (value instanceof String text && text.length() >= KEPT_DIGEST_LENGTH) {
      digest.update((byte) 10);
      ContentDigest.text(digest, Integer.toString(text.length()));
      digest.update(sha256Of(text));
    } else if (value instanceof String text) {
      digest.update((byte) 1);
      ContentDigest.text(digest, Integer.toString(text.length()));
      digest.update(Utf16Units.of(text));
    } else if (value instanceof byte[] bytes) {
      int place = answered.applyAsInt(bytes);
      if (place != NOT_ANSWERED) {
        CRC32C check = new CRC32C();
        check.update(bytes);
        digest.update((byte) 8);
        ContentDigest.text(digest, place + ":" + bytes.length + ":" + check.getValue());
      } else if (bytes.length >= KEPT_DIGEST_LENGTH) {
        digest.update((byte) 9);
        ContentDigest.text(digest, Integer.toString(bytes.length));
        digest.update(sha256Of(bytes));
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
      RecordType type = recordType(record.getClass());
      digest.update((byte) 7);
      digest.update(type.token());
      for (RecordComponent component : type.components()) {
        update(digest, read(component, record), answered);
      }
    } else {
      throw new IllegalArgumentException(
          "no structural digest for " + value.getClass().getName() + " (a request holds it)");
    }
  }

  /**
   * The SHA-256 of an array's content, kept for the array itself while it lives; its CRC-32C is
   * checked on every use, so that an array changed in place is hashed again.
   */
  private static byte[] sha256Of(byte[] bytes) {
    CRC32C check = new CRC32C();
    check.update(bytes);
    long crc = check.getValue();
    KnownBytes known = KNOWN_BYTES.get(bytes);
    if (known == null || known.crc() != crc) {
      MessageDigest digest = ContentDigest.sha256();
      digest.update(bytes);
      known = new KnownBytes(crc, digest.digest());
      KNOWN_BYTES.put(bytes, known);
    }
    return known.sha256();
  }

  /** The SHA-256 of a string's UTF-16 units, kept for the string while it lives. */
  private static byte[] sha256Of(String text) {
    byte[] known = KNOWN_TEXTS.get(text);
    if (known == null) {
      MessageDigest digest = ContentDigest.sha256();
      digest.update(Utf16Units.of(text));
      known = digest.digest();
      KNOWN_TEXTS.put(text, known);
    }
    return known;
  }

  private static RecordType recordType(Class<?> type) {
    return RECORD_TYPES.computeIfAbsent(
        type,
        recordType -> {
          RecordComponent[] components = recordType.getRecordComponents();
          for (RecordComponent component : components) {
            component.getAccessor().setAccessible(true);
          }
          MessageDigest name = ContentDigest.sha256();
          ContentDigest.text(name, recordType.getName());
          return new RecordType(components, Arrays.copyOf(name.digest(), 8));
        });
  }

  /**
   * A record type's components, and the token that stands for its name in a digest (the first 8
   * bytes of the name's SHA-256: the same in every run, and shorter than the name).
   */
  private record RecordType(RecordComponent[] components, byte[] token) {}

  private record KnownBytes(long crc, byte[] sha256) {}

  private static Object read(RecordComponent component, Record record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + component + " of " + record.getClass(), e);
    }
  }
}
