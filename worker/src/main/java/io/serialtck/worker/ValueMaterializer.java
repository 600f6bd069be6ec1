package io.serialtck.worker;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds a live object graph in a world from a {@link Value} tree: the writer's object of a cell.
 * Objects are allocated without running their constructors (as deserialization does) and every
 * field is set by reflection, so a class needs no particular constructor to be written; or, asked
 * to, built as the class's own code would build them ({@link ConstructorChoice}), a class without a
 * fitting public constructor still field by field.
 */
public final class ValueMaterializer {

  private final ClassLoader world;
  private final boolean throughConstructors;
  private final Map<Integer, Object> byId = new HashMap<>();

  private ValueMaterializer(ClassLoader world, boolean throughConstructors) {
    this.world = world;
    this.throughConstructors = throughConstructors;
  }

  public static Object materialize(Value value, ClassLoader world)
      throws ReflectiveOperationException {
    return materialize(value, world, false);
  }

  /**
   * @param throughConstructors build objects through their classes' public constructors and setters
   *     where a class offers fitting ones
   * @throws RefusedValueException when such a constructor or setter, or a record's canonical
   *     constructor (which runs either way), throws
   */
  public static Object materialize(Value value, ClassLoader world, boolean throughConstructors)
      throws ReflectiveOperationException {
    return new ValueMaterializer(world, throughConstructors).object(value);
  }

  /**
   * A class's own constructor or setter refused a value: it threw. The message starts with the
   * class's name ({@link #refusingClass}), then says where, and the cause says why.
   */
  public static final class RefusedValueException extends RuntimeException {

    private static final String REFUSED = " refused the value in ";

    RefusedValueException(Class<?> type, String member, Throwable cause) {
      super(type.getName() + REFUSED + member, cause);
    }

    /**
     * The class a refusal's message names ({@code com.example.TrackingCode refused the value in its
     * constructor (caused by ...)}), or empty when the message is not a refusal's.
     */
    public static Optional<String> refusingClass(String message) {
      int at = message == null ? -1 : message.indexOf(REFUSED);
      return at <= 0 ? Optional.empty() : Optional.of(message.substring(0, at));
    }
  }

  /**
   * The object of a value that fills a place declared as {@code declared} (a field, a parameter, a
   * record component): an {@code EnumSet} or {@code EnumMap} is made for the enum its declaration
   * names, which an empty one's value cannot say.
   */
  private Object object(Value value, Type declared) throws ReflectiveOperationException {
    if (value instanceof CollectionValue collection && EnumContainers.isEnumSet(collection)) {
      return enumSet(collection, declared);
    }
    if (value instanceof MapValue map && EnumContainers.isEnumMap(map)) {
      return enumMap(map, declared);
    }
    return object(value);
  }

  private Object object(Value value) throws ReflectiveOperationException {
    if (value instanceof NullValue) {
      return null;
    } else if (value instanceof ScalarValue scalar) {
      return Scalars.parse(scalar.type(), scalar.text());
    } else if (value instanceof EnumValue constant) {
      return enumConstant(constant);
    } else if (value instanceof RefValue ref) {
      return resolve(ref);
    } else if (value instanceof ArrayValue array) {
      return array(array);
    } else if (value instanceof CollectionValue collection) {
      return collection(collection);
    } else if (value instanceof MapValue map) {
      return map(map);
    } else if (value instanceof ObjectValue object) {
      return instance(object);
    }
    throw new IllegalArgumentException("cannot build " + value.render());
  }

  private Object resolve(RefValue ref) {
    Object target = byId.get(ref.id());
    if (target == null) {
      throw new IllegalArgumentException("reference @" + ref.id() + " before its definition");
    }
    return target;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object enumConstant(EnumValue constant) throws ClassNotFoundException {
    Class enumType = load(constant.className());
    return Enum.valueOf(enumType, constant.constant());
  }

  private Object array(ArrayValue value) throws ReflectiveOperationException {
    Class<?> component = type(value.componentType());
    Object array = Array.newInstance(component, value.elements().size());
    byId.put(value.id(), array);
    for (int i = 0; i < value.elements().size(); i++) {
      Array.set(array, i, object(value.elements().get(i)));
    }
    return array;
  }

  @SuppressWarnings("unchecked")
  private Object collection(CollectionValue value) throws ReflectiveOperationException {
    if (EnumContainers.isEnumSet(value)) {
      return enumSet(value, null);
    }
    List<Object> elements = new ArrayList<>();
    for (Value element : value.elements()) {
      elements.add(object(element));
    }
    Object collection =
        switch (immutableKind(value.className())) {
          case "List" -> List.copyOf(elements);
          case "Set" -> Set.copyOf(elements);
          default -> {
            Collection<Object> created = (Collection<Object>) newInstance(value.className());
            created.addAll(elements);
            yield created;
          }
        };
    byId.put(value.id(), collection);
    return collection;
  }

  @SuppressWarnings("unchecked")
  private Object map(MapValue value) throws ReflectiveOperationException {
    if (EnumContainers.isEnumMap(value)) {
      return enumMap(value, null);
    }
    Map<Object, Object> entries = new java.util.LinkedHashMap<>();
    for (MapValue.Entry entry : value.entries()) {
      entries.put(object(entry.key()), object(entry.value()));
    }
    Object map;
    if (immutableKind(value.className()).equals("Map")) {
      map = Map.copyOf(entries);
    } else {
      Map<Object, Object> created = (Map<Object, Object>) newInstance(value.className());
      created.putAll(entries);
      map = created;
    }
    byId.put(value.id(), map);
    return map;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object enumSet(CollectionValue value, Type declared) throws ReflectiveOperationException {
    Class elementType = EnumContainers.enumType(value.elements(), declared, 0, world);
    EnumSet set = EnumSet.noneOf(elementType);
    for (Value element : value.elements()) {
      set.add(object(element));
    }
    byId.put(value.id(), set);
    return set;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object enumMap(MapValue value, Type declared) throws ReflectiveOperationException {
    Class keyType =
        EnumContainers.enumType(
            value.entries().stream().map(MapValue.Entry::key).toList(), declared, 0, world);
    EnumMap map = new EnumMap(keyType);
    for (MapValue.Entry entry : value.entries()) {
      map.put(object(entry.key()), object(entry.value()));
    }
    byId.put(value.id(), map);
    return map;
  }

  private static String immutableKind(String className) {
    String prefix = "java.util.ImmutableCollections$";
    if (!className.startsWith(prefix)) {
      return "";
    }
    String rest = className.substring(prefix.length());
    return rest.startsWith("List") ? "List" : rest.startsWith("Set") ? "Set" : "Map";
  }

  private Object instance(ObjectValue value) throws ReflectiveOperationException {
    Class<?> type = load(value.className());
    if (type.isRecord()) {
      return record(type, value);
    }
    if (throughConstructors) {
      Optional<ConstructorChoice> choice = ConstructorChoice.of(type);
      if (choice.isPresent()) {
        return constructed(value, choice.get());
      }
    }
    Object instance = ConstructorlessAllocation.allocate(type);
    byId.put(value.id(), instance);
    Set<String> names = new HashSet<>();
    for (Field field : InstanceFields.of(type)) {
      String name =
          names.add(field.getName())
              ? field.getName()
              : ValueCapture.qualified(field.getDeclaringClass(), field);
      Value fieldValue =
          value
              .field(name)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "value of " + value.className() + " has no field " + name));
      field.setAccessible(true);
      field.set(instance, object(fieldValue, field.getGenericType()));
    }
    return instance;
  }

  private Object constructed(ObjectValue value, ConstructorChoice choice)
      throws ReflectiveOperationException {
    Object[] arguments = new Object[choice.parameters().size()];
    for (int i = 0; i < arguments.length; i++) {
      Field taken = choice.parameters().get(i);
      arguments[i] = object(fieldValue(value, taken), taken.getGenericType());
    }
    Object instance;
    try {
      instance = choice.constructor().newInstance(arguments);
    } catch (InvocationTargetException e) {
      throw new RefusedValueException(
          choice.constructor().getDeclaringClass(), "its constructor", e.getCause());
    }
    byId.put(value.id(), instance);
    for (Map.Entry<Field, Method> setter : choice.setters().entrySet()) {
      Object argument =
          object(fieldValue(value, setter.getKey()), setter.getKey().getGenericType());
      try {
        setter.getValue().invoke(instance, argument);
      } catch (InvocationTargetException e) {
        throw new RefusedValueException(
            instance.getClass(), setter.getValue().getName(), e.getCause());
      }
    }
    for (Field field : choice.direct()) {
      field.setAccessible(true);
      field.set(instance, object(fieldValue(value, field), field.getGenericType()));
    }
    return instance;
  }

  private static Value fieldValue(ObjectValue value, Field field) {
    return value
        .field(field.getName())
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "value of " + value.className() + " has no field " + field.getName()));
  }

  /** Records are built through their canonical constructor: their fields cannot be set. */
  private Object record(Class<?> type, ObjectValue value) throws ReflectiveOperationException {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] arguments = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      String name = components[i].getName();
      types[i] = components[i].getType();
      arguments[i] =
          object(
              value
                  .field(name)
                  .orElseThrow(
                      () ->
                          new IllegalArgumentException(
                              "value of " + value.className() + " has no component " + name)),
              components[i].getGenericType());
    }
    Constructor<?> canonical = type.getDeclaredConstructor(types);
    canonical.setAccessible(true);
    Object record;
    try {
      record = canonical.newInstance(arguments);
    } catch (InvocationTargetException e) {
      throw new RefusedValueException(type, "its canonical constructor", e.getCause());
    }
    byId.put(value.id(), record);
    return record;
  }

  private Object newInstance(String className) throws ReflectiveOperationException {
    Constructor<?> constructor = load(className).getDeclaredConstructor();
    constructor.setAccessible(true);
    return constructor.newInstance();
  }

  private Class<?> type(String name) throws ClassNotFoundException {
    return switch (name) {
      case "boolean" -> boolean.class;
      case "byte" -> byte.class;
      case "short" -> short.class;
      case "char" -> char.class;
      case "int" -> int.class;
      case "long" -> long.class;
      case "float" -> float.class;
      case "double" -> double.class;
      default -> load(name);
    };
  }

  private Class<?> load(String name) throws ClassNotFoundException {
    return Class.forName(name, false, world);
  }
}
