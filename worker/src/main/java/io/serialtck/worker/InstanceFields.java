package io.serialtck.worker;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The instance fields of a class as every walk of the worker sees them: its own in declaration
 * order, then its superclass's, up to {@code Object}; static and synthetic fields left out. Cached
 * per class, since capturing, materializing and scanning meet the same classes again and again.
 */
final class InstanceFields {

  private static final ClassValue<List<Field>> FIELDS =
      new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
          List<Field> fields = new ArrayList<>();
          for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
              if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                fields.add(field);
              }
            }
          }
          return List.copyOf(fields);
        }
      };

  private InstanceFields() {}

  static List<Field> of(Class<?> type) {
    return FIELDS.get(type);
  }
}
