package io.serialtck.worker;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Collection;
import java.util.Map;

/**
 * What a declared type promises about the values it holds: the field's own type, and, for a
 * collection or map declared with type arguments ({@code List<Long>}, {@code Map<String, int[]>}),
 * the types of its elements, keys and values. Type variables and wildcards stand for their first
 * bound; a raw or {@code Object} type promises nothing.
 */
final class DeclaredTypes {

  private static final Type OBJECT = Object.class;

  private DeclaredTypes() {}

  /** The class a declared type erases to. */
  static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    } else if (type instanceof ParameterizedType p) {
      return raw(p.getRawType());
    } else if (type instanceof GenericArrayType array) {
      return raw(array.getGenericComponentType()).arrayType();
    } else if (type instanceof WildcardType wildcard) {
      return raw(wildcard.getUpperBounds()[0]);
    } else if (type instanceof TypeVariable<?> variable) {
      return raw(variable.getBounds()[0]);
    }
    return Object.class;
  }

  /**
   * Whether {@code value} may sit where {@code declared} is declared: null always may, and so may a
   * boxed value where a primitive is declared (reflection boxes it).
   */
  static boolean holds(Type declared, Object value) {
    Class<?> raw = raw(declared);
    return value == null || raw.isPrimitive() || raw.isInstance(value);
  }

  /** The declared type of a collection's elements, {@code Object} when the type does not say. */
  static Type element(Type declared) {
    return argument(declared, Collection.class, 0, 1);
  }

  /** The declared type of a map's keys. */
  static Type key(Type declared) {
    return argument(declared, Map.class, 0, 2);
  }

  /** The declared type of a map's values. */
  static Type value(Type declared) {
    return argument(declared, Map.class, 1, 2);
  }

  private static Type argument(Type declared, Class<?> kind, int index, int arity) {
    if (declared instanceof ParameterizedType p
        && kind.isAssignableFrom(raw(p.getRawType()))
        && p.getActualTypeArguments().length == arity) {
      return p.getActualTypeArguments()[index];
    }
    return OBJECT;
  }

  /** How a report names the type, e.g. {@code java.util.List<java.lang.Long>}. */
  static String name(Type declared) {
    return declared.getTypeName();
  }
}
