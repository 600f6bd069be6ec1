package io.serialtck.worker;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Turns a live object graph into a {@link Value} tree by reflection; one instance per graph. */
public final class ValueCapture {

  private final Map<Object, Integer> ids = new IdentityHashMap<>();

  private ValueCapture() {}

  public static Value capture(Object root) {
    return new ValueCapture().value(root, root == null ? Object.class : root.getClass());
  }

  private Value value(Object object, Class<?> declaredType) {
    if (object == null) {
      return NullValue.NULL;
    }
    Class<?> type = object.getClass();
    if (Scalars.isScalar(type)) {
      String name = declaredType.isPrimitive() ? declaredType.getName() : type.getName();
      try {
        return ScalarValue.of(name, object);
      } catch (RuntimeException broken) {
        // a library built an object its own class cannot print (an OffsetDateTime without offset)
        return new OpaqueValue(name, "broken object: " + broken);
      }
    }
    if (object instanceof Enum<?> constant) {
      return new EnumValue(constant.getDeclaringClass().getName(), constant.name());
    }
    Integer seen = ids.get(object);
    if (seen != null) {
      return new RefValue(seen);
    }
    int id = ids.size() + 1;
    ids.put(object, id);
    if (type.isArray()) {
      return array(object, id);
    }
    if (object instanceof Collection<?> collection) {
      List<Value> elements = new ArrayList<>(collection.size());
      for (Object element : collection) {
        elements.add(value(element, Object.class));
      }
      return new CollectionValue(type.getName(), id, ContainerOrder.isOrdered(type), elements);
    }
    if (object instanceof Map<?, ?> map) {
      List<MapValue.Entry> entries = new ArrayList<>(map.size());
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        entries.add(
            new MapValue.Entry(
                value(entry.getKey(), Object.class), value(entry.getValue(), Object.class)));
      }
      return new MapValue(type.getName(), id, ContainerOrder.isOrdered(type), entries);
    }
    return object(object, type, id);
  }

  private Value array(Object array, int id) {
    Class<?> component = array.getClass().getComponentType();
    int length = Array.getLength(array);
    List<Value> elements = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      elements.add(value(Array.get(array, i), component));
    }
    return new ArrayValue(component.getName(), id, elements);
  }

  private Value object(Object object, Class<?> type, int id) {
    List<ObjectValue.Field> fields = new ArrayList<>();
    Set<String> names = new HashSet<>();
    try {
      for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
        for (Field field : c.getDeclaredFields()) {
          if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic()) {
            continue;
          }
          field.setAccessible(true);
          String name = names.add(field.getName()) ? field.getName() : qualified(c, field);
          fields.add(new ObjectValue.Field(name, value(field.get(object), field.getType())));
        }
      }
    } catch (InaccessibleObjectException | IllegalAccessException e) {
      return new OpaqueValue(type.getName(), String.valueOf(object));
    } catch (IllegalArgumentException notItsClass) {
      // the JVM says the object is not of its own class: memory written past a type's layout
      return new OpaqueValue(type.getName(), "unreadable object: " + notItsClass.getMessage());
    }
    return new ObjectValue(type.getName(), id, fields);
  }

  static String qualified(Class<?> declaring, Field field) {
    return declaring.getSimpleName() + "." + field.getName();
  }
}
