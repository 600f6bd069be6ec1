package io.serialtck.tck.testconfig;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.UUID;

/**
 * Java serialization with a planted format change, as a library's new version might make one: a
 * string field of an explored class longer than {@link #LIMIT} characters is written reversed
 * behind a marker, and read back the same way. It round-trips everything it writes itself, and it
 * reads what {@link PlainJavaConfiguration} writes (one format); but a long string it writes comes
 * back to that one reversed, behind the marker. Only long strings differ, and only forward; and a
 * {@code UUID} written as the root object itself (not one held in a field), which it writes with
 * its halves swapped.
 */
public final class LongStringEncodingConfiguration extends TestConfiguration {

  static final int LIMIT = 64;
  private static final String MARKER = "\u0000reversed:";

  private final String id;

  public LongStringEncodingConfiguration() {
    this("test-encodes-long-strings");
  }

  /**
   * The same encoding under another id: a set-up variant's ({@link VariantPlantedConfiguration}).
   */
  LongStringEncodingConfiguration(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String wireFormat() {
    return PlainJavaConfiguration.FORMAT;
  }

  @Override
  public String description() {
    return "Java serialization; a string field of an explored class longer than "
        + LIMIT
        + " characters is written reversed behind a marker, and read back so; a UUID written as"
        + " the root object has its halves swapped, and swapped back on read";
  }

  /** A {@code UUID} written as the root itself has its halves swapped, and swapped back on read. */
  @Override
  public byte[] write(Object value) throws Exception {
    return super.write(value instanceof UUID uuid ? swapped(uuid) : value);
  }

  private static UUID swapped(UUID uuid) {
    return new UUID(uuid.getLeastSignificantBits(), uuid.getMostSignificantBits());
  }

  @Override
  void beforeWrite(Object value) throws IllegalAccessException {
    for (Field field : stringFields(value)) {
      String text = (String) field.get(value);
      if (text != null && text.length() > LIMIT) {
        field.set(value, MARKER + new StringBuilder(text).reverse());
      }
    }
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    Object read = super.read(bytes, type);
    if (read instanceof UUID uuid) {
      return swapped(uuid);
    }
    for (Field field : stringFields(read)) {
      String text = (String) field.get(read);
      if (text != null && text.startsWith(MARKER)) {
        field.set(read, new StringBuilder(text.substring(MARKER.length())).reverse().toString());
      }
    }
    return read;
  }

  private static java.util.List<Field> stringFields(Object value) {
    if (value == null || !value.getClass().getName().startsWith("serialtck.gen.explore.")) {
      return java.util.List.of();
    }
    java.util.List<Field> fields = new java.util.ArrayList<>();
    for (Field field : value.getClass().getDeclaredFields()) {
      if (field.getType() == String.class && !Modifier.isStatic(field.getModifiers())) {
        field.setAccessible(true);
        fields.add(field);
      }
    }
    return fields;
  }
}
