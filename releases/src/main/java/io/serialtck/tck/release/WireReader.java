package io.serialtck.tck.release;

import java.io.ObjectStreamField;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a team's class for {@link WireNames}: Jackson's {@code @JsonProperty}, {@code @JsonAlias}
 * and {@code @JsonIgnore} on a field, its getter or setter, or its record component (by the
 * annotations' names, so that the team's own copy of them is read), and Java serialization's {@code
 * serialPersistentFields} and serialization methods.
 */
final class WireReader {

  private static final String JSON = "com.fasterxml.jackson.annotation.";
  private static final List<String> HOOKS =
      List.of("writeReplace", "readResolve", "writeObject", "readObject");

  private WireReader() {}

  /** What the class declares, or empty when it declares nothing. */
  static Optional<WireNames.ClassWire> of(Class<?> type) {
    Map<String, WireNames.FieldWire> fields = new LinkedHashMap<>();
    for (Field field : type.getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic()) {
        continue;
      }
      WireNames.FieldWire wire = fieldWire(type, field);
      if (!wire.isEmpty()) {
        fields.put(field.getName(), wire);
      }
    }
    WireNames.ClassWire declared =
        new WireNames.ClassWire(fields, serialPersistentFields(type), hooks(type));
    return declared.isEmpty() ? Optional.empty() : Optional.of(declared);
  }

  private static WireNames.FieldWire fieldWire(Class<?> type, Field field) {
    List<AnnotatedElement> places = new ArrayList<>();
    places.add(field);
    String capitalised =
        Character.toUpperCase(field.getName().charAt(0)) + field.getName().substring(1);
    for (Method method : type.getDeclaredMethods()) {
      boolean getter =
          method.getParameterCount() == 0
              && (method.getName().equals("get" + capitalised)
                  || method.getName().equals("is" + capitalised)
                  || (type.isRecord() && method.getName().equals(field.getName())));
      boolean setter =
          method.getParameterCount() == 1 && method.getName().equals("set" + capitalised);
      if (getter || setter) {
        places.add(method);
      }
    }
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        if (component.getName().equals(field.getName())) {
          places.add(component);
        }
      }
    }
    Optional<String> name = Optional.empty();
    List<String> aliases = new ArrayList<>();
    boolean ignored = false;
    for (AnnotatedElement place : places) {
      for (Annotation annotation : place.getDeclaredAnnotations()) {
        String annotationName = annotation.annotationType().getName();
        if (annotationName.equals(JSON + "JsonProperty")
            && Subtypes.member(annotation, "value") instanceof String value
            && !value.isEmpty()) {
          name = name.or(() -> Optional.of(value));
        } else if (annotationName.equals(JSON + "JsonAlias")
            && Subtypes.member(annotation, "value") instanceof String[] values) {
          for (String alias : values) {
            if (!aliases.contains(alias)) {
              aliases.add(alias);
            }
          }
        } else if (annotationName.equals(JSON + "JsonIgnore")
            && !Boolean.FALSE.equals(Subtypes.member(annotation, "value"))) {
          ignored = true;
        }
      }
    }
    return new WireNames.FieldWire(name, aliases, ignored);
  }

  /** The fields {@code serialPersistentFields} names, when the class declares it. */
  private static Optional<Set<String>> serialPersistentFields(Class<?> type) {
    try {
      Field declared = type.getDeclaredField("serialPersistentFields");
      int modifiers = declared.getModifiers();
      if (!Modifier.isStatic(modifiers)
          || !Modifier.isFinal(modifiers)
          || !Modifier.isPrivate(modifiers)
          || declared.getType() != ObjectStreamField[].class) {
        return Optional.empty();
      }
      declared.setAccessible(true);
      ObjectStreamField[] fields = (ObjectStreamField[]) declared.get(null);
      Set<String> names = new LinkedHashSet<>();
      if (fields != null) {
        for (ObjectStreamField field : fields) {
          names.add(field.getName());
        }
      }
      return Optional.of(names);
    } catch (NoSuchFieldException e) {
      return Optional.empty();
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return Optional.empty();
    }
  }

  private static List<String> hooks(Class<?> type) {
    List<String> hooks = new ArrayList<>();
    for (String hook : HOOKS) {
      for (Method method : type.getDeclaredMethods()) {
        if (method.getName().equals(hook) && !Modifier.isStatic(method.getModifiers())) {
          boolean fits = method.getParameterCount() == (hook.endsWith("Object") ? 1 : 0);
          if (fits && !hooks.contains(hook)) {
            hooks.add(hook);
          }
        }
      }
    }
    return hooks;
  }
}
