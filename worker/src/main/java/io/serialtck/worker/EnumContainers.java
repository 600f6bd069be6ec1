package io.serialtck.worker;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.Value;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;

/**
 * {@code EnumSet} and {@code EnumMap} values: neither class has a constructor without its enum, so
 * the enum is taken from an element (a key) or, for an empty one, from the place's declared type.
 */
final class EnumContainers {

  private EnumContainers() {}

  /** An {@code EnumSet}, or one of the JDK's classes of it ({@code RegularEnumSet}). */
  static boolean isEnumSet(CollectionValue value) {
    return isJdkSubclass(value.className(), EnumSet.class);
  }

  static boolean isEnumMap(MapValue value) {
    return isJdkSubclass(value.className(), EnumMap.class);
  }

  /**
   * The enum of the elements, from the first of them, else from the declared type's generic
   * argument {@code index}.
   *
   * @throws IllegalArgumentException when neither says
   */
  static Class<?> enumType(List<Value> elements, Type declared, int index, ClassLoader world)
      throws ClassNotFoundException {
    for (Value element : elements) {
      if (element instanceof EnumValue constant) {
        return Class.forName(constant.className(), false, world);
      }
    }
    if (declared instanceof ParameterizedType parameterized
        && parameterized.getActualTypeArguments().length > index
        && parameterized.getActualTypeArguments()[index] instanceof Class<?> type
        && type.isEnum()) {
      return type;
    }
    throw new IllegalArgumentException(
        "an empty EnumSet or EnumMap whose place does not declare its enum: " + declared);
  }

  private static boolean isJdkSubclass(String className, Class<?> type) {
    if (!className.startsWith("java.util.")) {
      return false;
    }
    try {
      return type.isAssignableFrom(
          Class.forName(className, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
