package io.serialtck.adapters.onenio;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import one.nio.serial.Repository;

/**
 * Registers a reader's own classes in its one-nio {@code Repository}, as a reader that ships no
 * metadata would have to: {@code Repository.get} for the root class and, recursively, for the
 * declared concrete types of the non-static, non-transient fields of it and its superclasses (array
 * types and their component types included). Interfaces, abstract classes, {@code Object} and
 * primitives are skipped; JDK classes are registered but not walked into.
 */
final class LocalSerializers {

  private LocalSerializers() {}

  static void register(Class<?> root) {
    Set<Class<?>> seen = new HashSet<>();
    Deque<Class<?>> pending = new ArrayDeque<>();
    pending.add(root);
    while (!pending.isEmpty()) {
      Class<?> type = pending.poll();
      if (!seen.add(type) || !registrable(type)) {
        continue;
      }
      Repository.get(type);
      if (type.isArray()) {
        pending.add(type.getComponentType());
      } else if (!isJdk(type)) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
          for (Field field : c.getDeclaredFields()) {
            if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
              pending.add(field.getType());
            }
          }
        }
      }
    }
  }

  private static boolean registrable(Class<?> type) {
    if (type.isArray()) {
      return true;
    }
    return !type.isPrimitive()
        && type != Object.class
        && !type.isInterface()
        && !Modifier.isAbstract(type.getModifiers());
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.");
  }
}
