package io.serialtck.worker;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Completes the classes a side states for registration with what its classes declare: after the
 * classes of the object itself, the declared types of their fields that a serializer may have to
 * name although no value of the object has them (a null {@code int[]} field, an empty {@code
 * byte[]} one is there but a null one is not), and the classes among their type arguments (the
 * {@code byte[]} of an empty {@code List<byte[]>}, whose serializer Kryo looks up on reading even
 * when there is no element). Only concrete classes and arrays count (an interface or an abstract
 * class is never an object's class), and only the fields of classes outside {@code java.*}: a JDK
 * class's internals are its serializer's business. Each class is added once, after the stated ones,
 * in the order the stated classes declare them (own fields first, then the superclass's).
 */
final class FieldTypes {

  private FieldTypes() {}

  static List<Class<?>> complete(List<Class<?>> stated) {
    Set<Class<?>> classes = new LinkedHashSet<>(stated);
    List<Class<?>> added = new ArrayList<>();
    for (Class<?> type : stated) {
      if (type.isArray() || type.getName().startsWith("java.")) {
        continue;
      }
      for (Field field : InstanceFields.of(type)) {
        for (Class<?> declared : declaredClasses(field)) {
          if (isConcrete(declared) && classes.add(declared)) {
            added.add(declared);
          }
        }
      }
    }
    List<Class<?>> complete = new ArrayList<>(stated);
    complete.addAll(added);
    return complete;
  }

  /**
   * The field's class, then the classes among its type arguments: {@code byte[]} of {@code
   * List<byte[]>}.
   */
  private static List<Class<?>> declaredClasses(Field field) {
    List<Class<?>> declared = new ArrayList<>();
    declared.add(field.getType());
    if (field.getGenericType() instanceof ParameterizedType parameterized) {
      for (Type argument : parameterized.getActualTypeArguments()) {
        if (argument instanceof Class<?> type) {
          declared.add(type);
        }
      }
    }
    return declared;
  }

  private static boolean isConcrete(Class<?> type) {
    if (type.isPrimitive() || type == Object.class) {
      return false;
    }
    return type.isArray() || (!type.isInterface() && !Modifier.isAbstract(type.getModifiers()));
  }
}
