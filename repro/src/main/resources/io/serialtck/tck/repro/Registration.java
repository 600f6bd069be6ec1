import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The classes a side hands to {@code SetUp} for registration, in SerialTCK's stated order: depth
 * first from the root, each class at its first occurrence (an object's fields, its own then its
 * superclasses'; a collection's elements in iteration order, after a sorted one's comparator; a
 * map's keys and values entry by entry; an array's class before its elements'; an enum constant as
 * its enum), then the declared types of the fields of the classes listed so far (outside {@code
 * java.*}) and the classes among their type arguments, when they are concrete classes or arrays.
 * Only the configurations that register classes use them.
 */
final class Registration {

  private Registration() {}

  /** The classes of these names ({@code [I} for an {@code int[]}), loaded without initializing. */
  static List<Class<?>> named(String... names) throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : names) {
      classes.add(Class.forName(name, false, Registration.class.getClassLoader()));
    }
    return classes;
  }

  /** The classes an object graph is made of, in the stated order. */
  static List<Class<?>> walk(Object root) {
    Set<Class<?>> classes = new LinkedHashSet<>();
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object[]> pending = new ArrayDeque<>();
    pending.push(new Object[] {root});
    while (!pending.isEmpty()) {
      Object value = pending.pop()[0];
      if (value == null) {
        continue;
      }
      Class<?> type =
          value instanceof Enum<?> constant ? constant.getDeclaringClass() : value.getClass();
      classes.add(type);
      if (value instanceof Enum<?> || Dump.isScalar(type) || !seen.add(value)) {
        continue;
      }
      List<Object> children = children(value, type);
      for (int i = children.size() - 1; i >= 0; i--) {
        pending.push(new Object[] {children.get(i)});
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
      for (Field field : Dump.instanceFields(type)) {
        if (field.getType().isPrimitive()) {
          continue;
        }
        try {
          field.setAccessible(true);
          children.add(Dump.fieldValue(field, value));
        } catch (InaccessibleObjectException | IllegalAccessException e) {
          break;
        }
      }
    }
    return children;
  }

  /**
   * The stated classes, then the declared types of their fields that a serializer may have to name
   * although no value has them (a null {@code int[]} field, the {@code byte[]} of an empty {@code
   * List<byte[]>}).
   */
  static List<Class<?>> complete(List<Class<?>> stated) {
    Set<Class<?>> classes = new LinkedHashSet<>(stated);
    List<Class<?>> added = new ArrayList<>();
    for (Class<?> type : stated) {
      if (type.isArray() || type.getName().startsWith("java.")) {
        continue;
      }
      for (Field field : Dump.instanceFields(type)) {
        List<Class<?>> declared = new ArrayList<>();
        declared.add(field.getType());
        if (field.getGenericType() instanceof ParameterizedType parameterized) {
          for (Type argument : parameterized.getActualTypeArguments()) {
            if (argument instanceof Class<?> c) {
              declared.add(c);
            }
          }
        }
        for (Class<?> each : declared) {
          if (isConcrete(each) && classes.add(each)) {
            added.add(each);
          }
        }
      }
    }
    List<Class<?>> complete = new ArrayList<>(stated);
    complete.addAll(added);
    return complete;
  }

  private static boolean isConcrete(Class<?> type) {
    if (type.isPrimitive() || type == Object.class) {
      return false;
    }
    return type.isArray() || (!type.isInterface() && !Modifier.isAbstract(type.getModifiers()));
  }
}
