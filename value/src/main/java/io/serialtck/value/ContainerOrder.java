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

  /** The same for a JDK class given by name; unknown classes count as unordered. */
  public static boolean isOrdered(String className) {
    try {
      return isOrdered(Class.forName(className, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
