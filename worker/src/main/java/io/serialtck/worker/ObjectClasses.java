package io.serialtck.worker;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The classes an object graph is made of, in the order {@link io.serialtck.value.ValueClasses}
 * gives for a value tree: depth first, each class at its first occurrence, the root's first; an
 * object's fields as its value tree lists them (its own in declaration order, then its
 * superclass's); a collection's elements in iteration order, after a sorted one's or a priority
 * queue's comparator; a map's keys and values entry by entry, after a sorted one's comparator; an
 * array's class, then its elements'; a {@code Throwable}'s fields as far as they are accessible,
 * then its cause and suppressed exceptions (the JDK's own fields of {@code Throwable} are closed to
 * reflection, and a value tree never holds a throwable). An enum constant stands for its enum;
 * primitives and null stand for nothing. Walked iteratively: a 10,000-deep chain is fine.
 */
final class ObjectClasses {

  private ObjectClasses() {}

  static List<Class<?>> of(Object root) {
    Set<Class<?>> classes = new LinkedHashSet<>();
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object> pending = new ArrayDeque<>();
    pending.push(Holder.of(root));
    while (!pending.isEmpty()) {
      Object value = Holder.unwrap(pending.pop());
      if (value == null) {
        continue;
      }
      Class<?> type =
          value instanceof Enum<?> constant ? constant.getDeclaringClass() : value.getClass();
      classes.add(type);
      if (value instanceof Enum<?> || Scalars.isScalar(type) || !seen.add(value)) {
        continue;
      }
      List<Object> children = children(value, type);
      for (int i = children.size() - 1; i >= 0; i--) {
        pending.push(Holder.of(children.get(i)));
      }
    }
    return List.copyOf(classes);
  }

  private static List<Object> children(Object value, Class<?> type) {
    List<Object> children = new ArrayList<>();
    if (type.isArray()) {
      if (!type.getComponentType().isPrimitive()) {
        for (int i = 0; i < Array.getLength(value); i++) {
          children.add(Array.get(value, i));
        }
      }
    } else if (value instanceof Collection<?> collection) {
      if (value instanceof SortedSet<?> sorted) {
        children.add(sorted.comparator());
      } else if (value instanceof PriorityQueue<?> queue) {
        children.add(queue.comparator());
      }
      children.addAll(collection);
    } else if (value instanceof Map<?, ?> map) {
      if (value instanceof SortedMap<?, ?> sorted) {
        children.add(sorted.comparator());
      }
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        children.add(entry.getKey());
        children.add(entry.getValue());
      }
    } else {
      fields(value, type, children);
      if (value instanceof Throwable throwable) {
        children.add(throwable.getCause());
        children.addAll(List.of(throwable.getSuppressed()));
      }
    }
    return children;
  }

  private static void fields(Object object, Class<?> type, List<Object> out) {
    for (Field field : InstanceFields.of(type)) {
      if (field.getType().isPrimitive()) {
        continue;
      }
      try {
        field.setAccessible(true);
        out.add(FieldValues.get(field, object));
      } catch (InaccessibleObjectException | IllegalAccessException e) {
        return;
      }
    }
  }

  /** Lets a null sit in the deque, which refuses nulls. */
  private record Holder(Object value) {
    static Object of(Object value) {
      return value == null ? new Holder(null) : value;
    }

    static Object unwrap(Object pending) {
      return pending instanceof Holder holder ? holder.value() : pending;
    }
  }
}
