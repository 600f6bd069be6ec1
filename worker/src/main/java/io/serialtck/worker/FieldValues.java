package io.serialtck.worker;

import java.lang.reflect.Field;

/**
 * Reads a field as the JVM holds it. From JDK 18 on, {@code Field.get} (built on method handles)
 * refuses a reference field whose value is not an instance of the field's type ("Can not get
 * java.util.LinkedList field … on …"), which is exactly what a reader that stores an {@code
 * ArrayList} in a {@code LinkedList} field leaves behind; JDK 17's accessors return it. The value
 * is then read with {@code sun.misc.Unsafe}, which does not check types, so that the kit sees the
 * same ill-typed value on every JDK (on JDK 24 and later the JVM warns once, on the worker's
 * standard error, that the method will be removed).
 */
final class FieldValues {

  private static final sun.misc.Unsafe UNSAFE = unsafe();

  private FieldValues() {}

  /**
   * The field's value in {@code object}; the field must be accessible already.
   *
   * @throws IllegalArgumentException when the object has no such field, or the value cannot be read
   *     at all
   */
  static Object get(Field field, Object object) throws IllegalAccessException {
    try {
      return field.get(object);
    } catch (IllegalArgumentException refused) {
      if (UNSAFE == null
          || field.getType().isPrimitive()
          || !field.getDeclaringClass().isInstance(object)) {
        throw refused;
      }
      return readUnchecked(field, object);
    }
  }

  @SuppressWarnings("removal")
  private static Object readUnchecked(Field field, Object object) {
    return UNSAFE.getObject(object, UNSAFE.objectFieldOffset(field));
  }

  private static sun.misc.Unsafe unsafe() {
    try {
      Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      return (sun.misc.Unsafe) theUnsafe.get(null);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
