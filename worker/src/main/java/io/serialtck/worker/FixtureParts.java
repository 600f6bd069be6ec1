package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.spi.StructuralProperty;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A fixture's parts: its root object with one root field kept (a record component, for a record
 * root) and every other one at its default (null, 0, false). An upgrade cell asks them when a side
 * cannot round-trip the whole fixture, so that the part it fails does not hide the rest.
 *
 * <p>A root's fields are its class's instance fields and those of its superclasses from the same
 * class loader (not the JDK's); a field is named by its name, or {@code Declaring.name} when a
 * superclass declares one of the same name. A fixture has no parts when its {@link Fixture#observe}
 * is its own (it compares a summary, not the fields), when its root is not a class of the fixture's
 * own package, loaded beside it (not a JDK or library class), or when fewer than two of the root's
 * fields hold something other than their default. Parts are built from new objects ({@link
 * Fixture#create()} is new on each call): a plain class's other fields are set to their defaults in
 * place, a record is made again through its canonical constructor.
 */
public final class FixtureParts {

  private FixtureParts() {}

  /** The names of the fixture's parts, in the root's field order; empty when it has none. */
  public static List<String> names(Fixture fixture) throws ReflectiveOperationException {
    if (fixture.getClass().getMethod("observe", Object.class).getDeclaringClass()
        != Fixture.class) {
      return List.of();
    }
    Object created = fixture.create();
    Object expected = fixture.expected();
    if (created == null
        || expected == null
        || created.getClass() != expected.getClass()
        || created.getClass().getClassLoader() != fixture.getClass().getClassLoader()
        || !beside(created.getClass(), fixture.getClass())) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (Map.Entry<String, Slot> slot : slots(created.getClass()).entrySet()) {
      if (!slot.getValue().isDefault(created) || !slot.getValue().isDefault(expected)) {
        names.add(slot.getKey());
      }
    }
    return names.size() < 2 ? List.of() : List.copyOf(names);
  }

  /** Whether the root is a class of the fixture's own package (or one below it). */
  private static boolean beside(Class<?> root, Class<?> fixture) {
    String home = fixture.getPackageName();
    return root.getPackageName().equals(home) || root.getPackageName().startsWith(home + ".");
  }

  /** The fixture asking its part {@code part} only, or the fixture itself for a null part. */
  public static Fixture part(Fixture whole, String part) {
    return part == null ? whole : new Part(whole, part);
  }

  /**
   * {@code root} with only its field {@code part} kept: a record made again, another object with
   * its other fields set to their defaults (in place: pass a new object).
   */
  public static Object keep(Object root, String part) throws ReflectiveOperationException {
    Map<String, Slot> slots = slots(root.getClass());
    if (!slots.containsKey(part)) {
      throw new IllegalArgumentException(root.getClass().getName() + " has no part " + part);
    }
    Class<?> type = root.getClass();
    if (type.isRecord()) {
      RecordComponent[] components = type.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        Slot slot = slots.get(components[i].getName());
        values[i] =
            components[i].getName().equals(part)
                ? slot.get(root)
                : defaultOf(components[i].getType());
      }
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(values);
    }
    for (Map.Entry<String, Slot> slot : slots.entrySet()) {
      if (!slot.getKey().equals(part)) {
        slot.getValue().clear(root);
      }
    }
    return root;
  }

  /** The root's fields by part name, in declaration order, the class's own first. */
  private static Map<String, Slot> slots(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        try {
          fields.add(type.getDeclaredField(component.getName()));
        } catch (NoSuchFieldException e) {
          throw new IllegalStateException(e);
        }
      }
    } else {
      for (Class<?> c = type;
          c != null && c.getClassLoader() == type.getClassLoader();
          c = c.getSuperclass()) {
        for (Field field : c.getDeclaredFields()) {
          if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
            fields.add(field);
          }
        }
      }
    }
    Set<String> seen = new HashSet<>();
    Map<String, Slot> slots = new LinkedHashMap<>();
    for (Field field : fields) {
      String name =
          seen.add(field.getName())
              ? field.getName()
              : field.getDeclaringClass().getSimpleName() + "." + field.getName();
      slots.put(name, new Slot(field));
    }
    return slots;
  }

  private static Object defaultOf(Class<?> type) {
    return type.isPrimitive()
        ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0)
        : null;
  }

  /** One field of the root. */
  private record Slot(Field field) {

    Object get(Object root) throws IllegalAccessException {
      field.setAccessible(true);
      return field.get(root);
    }

    boolean isDefault(Object root) throws IllegalAccessException {
      return Objects.equals(get(root), defaultOf(field.getType()));
    }

    void clear(Object root) throws IllegalAccessException {
      field.setAccessible(true);
      field.set(root, defaultOf(field.getType()));
    }
  }

  /** A fixture's part, as a fixture: the worker writes and reads it as it does the whole. */
  private record Part(Fixture whole, String part) implements Fixture {

    @Override
    public Object create() {
      return kept(whole.create());
    }

    @Override
    public Class<?> rootType() {
      return whole.rootType();
    }

    @Override
    public Object expected() {
      return kept(whole.expected());
    }

    @Override
    public Map<String, StructuralProperty> structuralFacts() {
      return whole.structuralFacts();
    }

    private Object kept(Object root) {
      try {
        return keep(root, part);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot keep part " + part + " of " + whole.getClass(), e);
      }
    }
  }
}
