package io.serialtck.value;

import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Whether iteration order is part of a container's value: lists, queues, linked, sorted and enum
 * sets and maps keep it; hash sets and maps do not. One rule for the worker, which sees the object,
 * and the harness, which knows the class by name.
 *
 * <p>Order is <em>demanded</em> of a reader only where the container's class keeps it and the type
 * it is declared as promises it too ({@link #isDemanded}): a {@code LinkedHashMap} in a field
 * declared {@code Map} keeps its order, but a program reading that field may rely on no order, so a
 * reader that gives it a {@code HashMap} has changed the container's class, not lost a value. The
 * same rule holds for the flexibility fixtures (the worker captures against declared types) and the
 * evolution cells (the expectation is derived against the reader's declared types).
 */
public final class ContainerOrder {

  private ContainerOrder() {}

  public static boolean isOrdered(Class<?> type) {
    if (Map.class.isAssignableFrom(type)) {
      return LinkedHashMap.class.isAssignableFrom(type) || SortedMap.class.isAssignableFrom(type);
    }
    if (Set.class.isAssignableFrom(type)) {
      return LinkedHashSet.class.isAssignableFrom(type)
          || SortedSet.class.isAssignableFrom(type)
          || EnumSet.class.isAssignableFrom(type);
    }
    return Collection.class.isAssignableFrom(type);
  }

  /**
   * Whether a reader must keep the order of a container of class {@code type} declared as {@code
   * declared}: the class keeps its order, and the declared type is not a map, set or collection
   * type that promises none ({@code Map}, {@code Set}, {@code HashMap}). A declared type that is no
   * container ({@code Object}, an interface of another kind) leaves the class's promise.
   */
  public static boolean isDemanded(Class<?> type, Class<?> declared) {
    return isOrdered(type) && !refusesOrder(declared);
  }

  /** The same for classes given by name, as the harness knows them. */
  public static boolean isDemanded(String className, String declaredName) {
    return isOrdered(className) && !refusesOrder(declaredName);
  }

  private static boolean refusesOrder(Class<?> declared) {
    boolean container =
        Map.class.isAssignableFrom(declared) || Collection.class.isAssignableFrom(declared);
    return container && !isOrdered(declared);
  }

  private static boolean refusesOrder(String declaredName) {
    try {
      return refusesOrder(Class.forName(declaredName, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /** The same for a JDK class given by name; unknown classes count as unordered. */
  public static boolean isOrdered(String className) {
    try {
      return isOrdered(Class.forName(className, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
