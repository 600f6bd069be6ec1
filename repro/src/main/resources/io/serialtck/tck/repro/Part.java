import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import repro.spi.Fixture;
import repro.spi.StructuralProperty;

/**
 * One part of a fixture, as SerialTCK's worker asks it when a side of an upgrade cannot round-trip
 * the whole fixture: the root with only one root field kept (a record component, for a record
 * root) and every other at its default (null, 0, false). A root's fields are its class's instance
 * fields and those of its superclasses from the same class loader; a field is named by its name,
 * or {@code Declaring.name} when a superclass declares one of the same name. A plain class's other
 * fields are set to their defaults on the new object {@code create()} made; a record is made again
 * through its canonical constructor.
 */
final class Part implements Fixture {

  private final Fixture whole;
  private final String part;

  Part(Fixture whole, String part) {
    this.whole = whole;
    this.part = part;
  }

  @Override
  public Object create() {
    return keep(whole.create(), part);
  }

  @Override
  public Class<?> rootType() {
    return whole.rootType();
  }

  @Override
  public Object expected() {
    return keep(whole.expected(), part);
  }

  @Override
  public Map<String, StructuralProperty> structuralFacts() {
    return whole.structuralFacts();
  }

  static Object keep(Object root, String part) {
    try {
      Class<?> type = root.getClass();
      Map<String, Field> fields = fields(type);
      if (!fields.containsKey(part)) {
        throw new IllegalArgumentException(type.getName() + " has no part " + part);
      }
      if (type.isRecord()) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
          types[i] = components[i].getType();
          values[i] =
              components[i].getName().equals(part)
                  ? fields.get(part).get(root)
                  : defaultOf(components[i].getType());
        }
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(values);
      }
      for (Map.Entry<String, Field> field : fields.entrySet()) {
        if (!field.getKey().equals(part)) {
          field.getValue().set(root, defaultOf(field.getValue().getType()));
        }
      }
      return root;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot keep part " + part + " of " + root.getClass(), e);
    }
  }

  private static Map<String, Field> fields(Class<?> type) throws NoSuchFieldException {
    List<Field> fields = new ArrayList<>();
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        fields.add(type.getDeclaredField(component.getName()));
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
    Map<String, Field> named = new LinkedHashMap<>();
    for (Field field : fields) {
      field.setAccessible(true);
      String name =
          seen.add(field.getName())
              ? field.getName()
              : field.getDeclaringClass().getSimpleName() + "." + field.getName();
      named.put(name, field);
    }
    return named;
  }

  private static Object defaultOf(Class<?> type) {
    return type.isPrimitive()
        ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0)
        : null;
  }
}
