package io.serialtck.worker;

import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the values of an object graph that are not instances of their declared types, without
 * building a tree: for a fixture that observes a summary of what it read (a digest of a 1 MB
 * payload, a 10,000-deep chain), so that an ill-typed value deep in the graph is still named. It
 * walks the graph as {@link ValueCapture} does (fields of non-JDK classes, collection elements, map
 * keys and values, object array elements), iteratively, and does not enter an ill-typed value.
 */
final class TypeScan {

  /** Findings reported at most; a library that misreads one element often misreads them all. */
  static final int LIMIT = 10;

  private record Visit(Object value, Type declared, String path) {}

  private TypeScan() {}

  /** Each finding as {@code path: declared TYPE holds CLASS}, at most {@link #LIMIT}. */
  static List<String> violations(Object root, Class<?> declaredRoot) {
    List<String> found = new ArrayList<>();
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Visit> pending = new ArrayDeque<>();
    pending.push(new Visit(root, declaredRoot, ""));
    while (!pending.isEmpty() && found.size() < LIMIT) {
      Visit visit = pending.pop();
      Object value = visit.value();
      if (!DeclaredTypes.holds(visit.declared(), value)) {
        found.add(
            (visit.path().isEmpty() ? "root" : visit.path())
                + ": declared "
                + DeclaredTypes.name(visit.declared())
                + " holds a "
                + value.getClass().getName());
        continue;
      }
      if (value == null || Scalars.isScalar(value.getClass()) || !seen.add(value)) {
        continue;
      }
      try {
        children(visit, pending);
      } catch (RuntimeException unreadable) {
        // a container the library built that cannot even be iterated: the values say the rest
      }
    }
    return found;
  }

  private static void children(Visit visit, Deque<Visit> pending) {
    Object value = visit.value();
    Class<?> type = value.getClass();
    List<Visit> children = new ArrayList<>();
    if (type.isArray()) {
      if (!type.getComponentType().isPrimitive()) {
        Object[] elements = (Object[]) value;
        for (int i = 0; i < elements.length; i++) {
          children.add(
              new Visit(elements[i], type.getComponentType(), visit.path() + "[" + i + "]"));
        }
      }
    } else if (value instanceof Collection<?> collection) {
      Type element = DeclaredTypes.element(visit.declared());
      int i = 0;
      for (Object each : collection) {
        children.add(new Visit(each, element, visit.path() + "[" + i++ + "]"));
      }
    } else if (value instanceof Map<?, ?> map) {
      Type key = DeclaredTypes.key(visit.declared());
      Type mapped = DeclaredTypes.value(visit.declared());
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String at = visit.path() + "[" + entry.getKey() + "]";
        children.add(new Visit(entry.getKey(), key, at + "{key}"));
        children.add(new Visit(entry.getValue(), mapped, at));
      }
    } else if (!isJdk(type)) {
      fields(value, type, visit.path(), children);
    }
    for (int i = children.size() - 1; i >= 0; i--) {
      pending.push(children.get(i));
    }
  }

  private static void fields(Object object, Class<?> type, String path, List<Visit> out) {
    for (Field field : InstanceFields.of(type)) {
      try {
        field.setAccessible(true);
        String at = path.isEmpty() ? field.getName() : path + "." + field.getName();
        out.add(new Visit(FieldValues.get(field, object), field.getGenericType(), at));
      } catch (InaccessibleObjectException | IllegalAccessException | IllegalArgumentException e) {
        return;
      }
    }
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.");
  }
}
