package io.serialtck.tck.testconfig;

import java.lang.reflect.Field;
import java.util.EnumSet;
import java.util.List;

/**
 * Java serialization with a planted format change in the {@code EnumSet} fixture's holder and a
 * gap, as a library's new version might have both: it writes each non-empty {@code EnumSet} field
 * of the holder as its complement, and reads it back so (its own round trip is intact; {@link
 * PlainJavaConfiguration}, which writes the same format, reads the complement, and the other way),
 * and it cannot write a holder with an empty {@code EnumSet} field at all, as no version of some
 * libraries can. It also cannot write the {@code Optional} fixture's holder, whatever it holds, nor
 * the {@code UUID} fixture's holder with its {@code nil} field set (its other fields it writes as
 * Java serialization does).
 */
public final class EnumSetEncodingConfiguration extends TestConfiguration {

  static final String SCHEDULE = "io.serialtck.fixtures.objects.EnumSetFixture$Schedule";
  static final String PROFILE = "io.serialtck.fixtures.objects.OptionalFixture$Profile";
  static final String UUIDS = "io.serialtck.fixtures.objects.UuidFixture$Ids";

  @Override
  public String id() {
    return "test-encodes-enum-sets";
  }

  @Override
  public String wireFormat() {
    return PlainJavaConfiguration.FORMAT;
  }

  @Override
  public String description() {
    return "Java serialization; writes the EnumSet fixture's non-empty sets as their complements,"
        + " cannot write an empty one, nor the Optional fixture's holder, nor the UUID fixture's"
        + " with its nil field set";
  }

  @Override
  void beforeWrite(Object value) throws Exception {
    if (value.getClass().getName().equals(PROFILE)) {
      throw new java.io.NotSerializableException("planted: the Optional fixture's holder");
    }
    if (value.getClass().getName().equals(UUIDS)) {
      Field nil = value.getClass().getDeclaredField("nil");
      nil.setAccessible(true);
      if (nil.get(value) != null) {
        throw new java.io.NotSerializableException("planted: the UUID fixture's nil field");
      }
    }
    for (Field field : enumSetFields(value)) {
      EnumSet<?> set = (EnumSet<?>) field.get(value);
      if (set != null && set.isEmpty()) {
        throw new java.io.NotSerializableException("planted: an empty EnumSet in " + field);
      }
      if (set != null) {
        field.set(value, EnumSet.complementOf(set));
      }
    }
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    Object read = super.read(bytes, type);
    for (Field field : enumSetFields(read)) {
      EnumSet<?> set = (EnumSet<?>) field.get(read);
      if (set != null && !set.isEmpty()) {
        field.set(read, EnumSet.complementOf(set));
      }
    }
    return read;
  }

  private static List<Field> enumSetFields(Object value) {
    if (value == null || !value.getClass().getName().equals(SCHEDULE)) {
      return List.of();
    }
    List<Field> fields = new java.util.ArrayList<>();
    for (Field field : value.getClass().getDeclaredFields()) {
      if (field.getType() == EnumSet.class) {
        field.setAccessible(true);
        fields.add(field);
      }
    }
    return fields;
  }
}
