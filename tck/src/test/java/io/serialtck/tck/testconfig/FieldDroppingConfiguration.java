package io.serialtck.tck.testconfig;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Java serialization with a silent bug: before writing a generated property case, it resets the
 * last instance field of the root object to its default. Nothing fails; data is lost.
 */
public final class FieldDroppingConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-drops-a-field";
  }

  @Override
  public String description() {
    return "Java serialization; resets the last field of a generated property case before writing";
  }

  @Override
  void beforeWrite(Object value) throws IllegalAccessException {
    if (!value.getClass().getName().startsWith("serialtck.gen.fidelity.")) {
      return;
    }
    Field last = null;
    for (Field field : value.getClass().getDeclaredFields()) {
      if (!Modifier.isStatic(field.getModifiers()) && !Modifier.isFinal(field.getModifiers())) {
        last = field;
      }
    }
    if (last != null) {
      last.setAccessible(true);
      last.set(value, defaultOf(last.getType()));
    }
  }

  private static Object defaultOf(Class<?> type) {
    return type.isPrimitive()
        ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0)
        : null;
  }
}
