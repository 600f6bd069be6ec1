package io.serialtck.worker;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * Reads a field as the JVM holds it. From JDK 18 on, {@code Field.get} (built on method handles)
 * refuses a reference field whose value is not an instance of the field's type ("Can not get
 * java.util.LinkedList field … on …"), which is exactly what a reader that stores an {@code
 * ArrayList} in a {@code LinkedList} field leaves behind; JDK 17's accessors return it. The value
 * is then read with {@code sun.misc.Unsafe}, which does not check types, so that the kit sees the
 * same ill-typed value on every JDK (on JDK 24 and later the JVM warns once, on the worker's
 * standard error, that the method will be removed).
 *
 * <p>{@code Unsafe} is looked up by name: javac warns about any compile-time reference to it
 * ("internal proprietary API") in a warning that has no lint category, so no {@code
 * SuppressWarnings} can keep it out of a build that fails on warnings.
 */
final class FieldValues {

  /** {@code Unsafe.getObject(Object, long)} bound to the instance; null where there is none. */
  private static final MethodHandle GET_OBJECT =
      unsafeMethod("getObject", Object.class, long.class);

  /** {@code Unsafe.objectFieldOffset(Field)} bound to the instance; null where there is none. */
  private static final MethodHandle OBJECT_FIELD_OFFSET =
      unsafeMethod("objectFieldOffset", Field.class);

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
      if (GET_OBJECT == null
          || OBJECT_FIELD_OFFSET == null
          || field.getType().isPrimitive()
          || !field.getDeclaringClass().isInstance(object)) {
        throw refused;
      }
      return readUnchecked(field, object);
    }
  }

  private static Object readUnchecked(Field field, Object object) {
    try {
      long offset = (long) OBJECT_FIELD_OFFSET.invokeExact(field);
      return (Object) GET_OBJECT.invokeExact(object, offset);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("Unsafe could not read " + field, e);
    }
  }

  private static MethodHandle unsafeMethod(String name, Class<?>... parameterTypes) {
    try {
      Class<?> unsafeType = Class.forName("sun.misc.Unsafe");
      Field theUnsafe = unsafeType.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      Method method = unsafeType.getMethod(name, parameterTypes);
      return MethodHandles.publicLookup().unreflect(method).bindTo(theUnsafe.get(null));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
