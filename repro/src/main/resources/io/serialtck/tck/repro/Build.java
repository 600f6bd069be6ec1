import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the writer's object as deserialization would, in plain Java: an object is allocated
 * without running any of its constructors (through the constructor {@code
 * sun.reflect.ReflectionFactory} makes for serialization, from {@code jdk.unsupported}) and each
 * field is set by reflection; a record is made through its canonical constructor; a collection or
 * map is made with its class's no-arg constructor and filled in order (an unmodifiable {@code
 * List.of}/{@code Set.of}/{@code Map.of} one with {@code copyOf}).
 */
final class Build {

  private Build() {}

  /** A class by name ({@code int} for the primitive), loaded without initializing. */
  static Class<?> type(String name) throws ClassNotFoundException {
    return switch (name) {
      case "boolean" -> boolean.class;
      case "byte" -> byte.class;
      case "short" -> short.class;
      case "char" -> char.class;
      case "int" -> int.class;
      case "long" -> long.class;
      case "float" -> float.class;
      case "double" -> double.class;
      default -> Class.forName(name, false, Build.class.getClassLoader());
    };
  }

  /** A new instance whose fields hold their defaults: no constructor of the class runs. */
  static Object allocate(String className) throws Exception {
    Class<?> factoryType = Class.forName("sun.reflect.ReflectionFactory");
    Object factory = factoryType.getMethod("getReflectionFactory").invoke(null);
    Method forSerialization =
        factoryType.getMethod("newConstructorForSerialization", Class.class, Constructor.class);
    Constructor<?> allocator =
        (Constructor<?>)
            forSerialization.invoke(factory, type(className), Object.class.getDeclaredConstructor());
    return allocator.newInstance();
  }

  /**
   * Sets a field by reflection; {@code name} is the field's name, or {@code Superclass.field} for a
   * field that a subclass's field of the same name shadows.
   */
  static void set(Object target, String name, Object value) throws Exception {
    Set<String> seen = new HashSet<>();
    for (Field field : Dump.instanceFields(target.getClass())) {
      String fieldName =
          seen.add(field.getName())
              ? field.getName()
              : field.getDeclaringClass().getSimpleName() + "." + field.getName();
      if (fieldName.equals(name)) {
        field.setAccessible(true);
        field.set(target, value);
        return;
      }
    }
    throw new IllegalArgumentException(target.getClass().getName() + " has no field " + name);
  }

  /** A field's value, read by reflection. */
  static Object get(Object target, String name) throws Exception {
    for (Field field : Dump.instanceFields(target.getClass())) {
      if (field.getName().equals(name)) {
        field.setAccessible(true);
        return field.get(target);
      }
    }
    throw new IllegalArgumentException(target.getClass().getName() + " has no field " + name);
  }

  /** A record made through its canonical constructor, from component names and values in turn. */
  static Object record(String className, Object... namesAndValues) throws Exception {
    Class<?> type = type(className);
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] arguments = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      arguments[i] = named(namesAndValues, components[i].getName());
    }
    Constructor<?> canonical = type.getDeclaredConstructor(types);
    canonical.setAccessible(true);
    return canonical.newInstance(arguments);
  }

  private static Object named(Object[] namesAndValues, String name) {
    for (int i = 0; i < namesAndValues.length; i += 2) {
      if (namesAndValues[i].equals(name)) {
        return namesAndValues[i + 1];
      }
    }
    throw new IllegalArgumentException("no value for component " + name);
  }

  /** An enum constant by its enum's name. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Object constant(String enumName, String constant) throws Exception {
    return Enum.valueOf((Class) type(enumName), constant);
  }

  /** An empty array; its elements are set with {@link #element}. */
  static Object array(String componentType, int length) throws Exception {
    return Array.newInstance(type(componentType), length);
  }

  static void element(Object array, int index, Object value) {
    Array.set(array, index, value);
  }

  /** A collection of the class named, holding the elements in this order. */
  @SuppressWarnings("unchecked")
  static Object collection(String className, Object... elements) throws Exception {
    List<Object> values = new ArrayList<>(Arrays.asList(elements));
    if (className.startsWith("java.util.ImmutableCollections$List")) {
      return List.copyOf(values);
    }
    if (className.startsWith("java.util.ImmutableCollections$Set")) {
      return Set.copyOf(values);
    }
    Collection<Object> created = (Collection<Object>) newInstance(className);
    created.addAll(values);
    return created;
  }

  /** A map of the class named, holding the keys and values (given in turn) in this order. */
  @SuppressWarnings("unchecked")
  static Object map(String className, Object... keysAndValues) throws Exception {
    Map<Object, Object> entries = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      entries.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    if (className.startsWith("java.util.ImmutableCollections$")) {
      return Map.copyOf(entries);
    }
    Map<Object, Object> created = (Map<Object, Object>) newInstance(className);
    created.putAll(entries);
    return created;
  }

  private static Object newInstance(String className) throws Exception {
    Constructor<?> constructor = type(className).getDeclaredConstructor();
    constructor.setAccessible(true);
    return constructor.newInstance();
  }
}
