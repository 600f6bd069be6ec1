package io.serialtck.worker;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.EnumValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.Value;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Turns a live object graph into a {@link Value} tree by reflection; one instance per graph.
 *
 * <p>Every value is checked against the type it is declared with (the root's class asked of the
 * reader, a field's generic type, a declared collection's element, key and value types): a value
 * that is not an instance of it is captured inside an {@link IllTypedValue}. When a faithful twin
 * of the graph is at hand (a fixture's expected object, in the same world), a JDK value that {@code
 * equals} its twin but prints otherwise is captured inside a {@link StaleStateValue}. A container
 * is captured {@code ordered} only where its order is demanded of a reader ({@link
 * ContainerOrder#isDemanded}: its class keeps order and its declared type promises it).
 */
public final class ValueCapture {

  private final Map<Object, Integer> ids = new IdentityHashMap<>();

  private ValueCapture() {}

  /** The tree of an object declared as {@code Object}: nothing is type-checked at the root. */
  public static Value capture(Object root) {
    return capture(root, Object.class);
  }

  /** The tree of an object that was asked for as {@code declaredRoot}. */
  public static Value capture(Object root, Class<?> declaredRoot) {
    return new ValueCapture().value(root, declaredRoot, null);
  }

  /**
   * The tree of {@code root}, compared on the way with {@code faithful}, a graph of the same shape
   * that holds what {@code root} should hold.
   */
  public static Value captureAgainst(Object root, Class<?> declaredRoot, Object faithful) {
    return new ValueCapture().value(root, declaredRoot, faithful);
  }

  private Value value(Object object, Type declared, Object twin) {
    if (!DeclaredTypes.holds(declared, object)) {
      return new IllTypedValue(DeclaredTypes.name(declared), value(object, Object.class, null));
    }
    if (object == null) {
      return NullValue.NULL;
    }
    Class<?> type = object.getClass();
    Class<?> rawDeclared = DeclaredTypes.raw(declared);
    if (Scalars.isScalar(type)) {
      String name = rawDeclared.isPrimitive() ? rawDeclared.getName() : type.getName();
      return scalar(name, object, twin);
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
    Object sameClassTwin = twin != null && twin.getClass() == type ? twin : null;
    if (type.isArray()) {
      return array(object, id, sameClassTwin);
    }
    boolean ordered = ContainerOrder.isDemanded(type, rawDeclared);
    try {
      if (object instanceof Collection<?> collection) {
        return collection(
            collection, type, id, ordered, DeclaredTypes.element(declared), sameClassTwin);
      }
      if (object instanceof Map<?, ?> map) {
        return map(map, type, id, ordered, declared, sameClassTwin);
      }
    } catch (ClassCastException confused) {
      throw confused; // type confusion, which the harness judges ILL_TYPED
    } catch (RuntimeException broken) {
      // a library built a container its own class cannot walk (a HashSet subclass read without
      // its constructor: its map is null): what came back is broken, which the library did
      return new OpaqueValue(type.getName(), "broken object: " + broken);
    }
    return object(object, type, id, sameClassTwin);
  }

  private static Value scalar(String name, Object object, Object twin) {
    Value captured;
    String text;
    try {
      ScalarValue scalar = ScalarValue.of(name, object);
      captured = scalar;
      text = scalar.text();
    } catch (RuntimeException broken) {
      // a library built an object its own class cannot print (an OffsetDateTime whose offset has
      // no id: JDK 17 prints "null" for it, JDK 25 throws), so that JDKs agree below
      captured = new OpaqueValue(name, "broken object: " + broken);
      text = null;
    }
    if (twin != null && twin.getClass() == object.getClass()) {
      String faithful = String.valueOf(twin);
      if (!faithful.equals(text) && equalsQuietly(object, twin)) {
        return new StaleStateValue(captured, faithful);
      }
    }
    return captured;
  }

  private static boolean equalsQuietly(Object object, Object twin) {
    try {
      return object.equals(twin);
    } catch (RuntimeException broken) {
      return false;
    }
  }

  private Value array(Object array, int id, Object twin) {
    Class<?> component = array.getClass().getComponentType();
    int length = Array.getLength(array);
    boolean twinAligned = twin != null && Array.getLength(twin) == length;
    List<Value> elements = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      elements.add(value(Array.get(array, i), component, twinAligned ? Array.get(twin, i) : null));
    }
    return new ArrayValue(component.getName(), id, elements);
  }

  private Value collection(
      Collection<?> collection,
      Class<?> type,
      int id,
      boolean ordered,
      Type elementType,
      Object twin) {
    Iterator<?> twins =
        twin instanceof Collection<?> c && c.size() == collection.size() ? c.iterator() : null;
    List<Value> elements = new ArrayList<>(collection.size());
    for (Object element : collection) {
      elements.add(value(element, elementType, twins != null ? twins.next() : null));
    }
    return new CollectionValue(type.getName(), id, ordered, elements);
  }

  private Value map(
      Map<?, ?> map, Class<?> type, int id, boolean ordered, Type declared, Object twin) {
    Map<?, ?> twinMap = twin instanceof Map<?, ?> m ? m : null;
    Type keyType = DeclaredTypes.key(declared);
    Type valueType = DeclaredTypes.value(declared);
    List<MapValue.Entry> entries = new ArrayList<>(map.size());
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object twinValue = twinMap != null ? twinValue(twinMap, entry.getKey()) : null;
      entries.add(
          new MapValue.Entry(
              value(entry.getKey(), keyType, null), value(entry.getValue(), valueType, twinValue)));
    }
    return new MapValue(type.getName(), id, ordered, entries);
  }

  private static Object twinValue(Map<?, ?> twin, Object key) {
    try {
      return twin.get(key);
    } catch (RuntimeException unlike) {
      return null;
    }
  }

  private Value object(Object object, Class<?> type, int id, Object twin) {
    List<ObjectValue.Field> fields = new ArrayList<>();
    Set<String> names = new HashSet<>();
    try {
      for (Field field : InstanceFields.of(type)) {
        field.setAccessible(true);
        String name =
            names.add(field.getName())
                ? field.getName()
                : qualified(field.getDeclaringClass(), field);
        Object twinValue = twin != null ? FieldValues.get(field, twin) : null;
        fields.add(
            new ObjectValue.Field(
                name, value(FieldValues.get(field, object), field.getGenericType(), twinValue)));
      }
    } catch (InaccessibleObjectException | IllegalAccessException e) {
      return opaque(object, type, twin);
    } catch (IllegalArgumentException notItsClass) {
      // the JVM says the object is not of its own class: memory written past a type's layout
      return new OpaqueValue(type.getName(), "unreadable object: " + notItsClass.getMessage());
    }
    return new ObjectValue(type.getName(), id, fields);
  }

  /** A JDK object closed to reflection: its class and its {@code toString()}. */
  private static Value opaque(Object object, Class<?> type, Object twin) {
    OpaqueValue opaque = new OpaqueValue(type.getName(), String.valueOf(object));
    if (twin != null) {
      String faithful = String.valueOf(twin);
      if (!Objects.equals(faithful, opaque.text()) && equalsQuietly(object, twin)) {
        return new StaleStateValue(opaque, faithful);
      }
    }
    return opaque;
  }

  static String qualified(Class<?> declaring, Field field) {
    return declaring.getSimpleName() + "." + field.getName();
  }
}
