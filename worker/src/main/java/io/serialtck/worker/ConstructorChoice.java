package io.serialtck.worker;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How a class's own code builds an instance of it: the public constructor that takes the most of
 * its instance fields, matched by parameter name when the class was compiled with {@code
 * -parameters}, else by type in declaration order; then, for each non-final field the constructor
 * does not take, its public setter {@code setName}, or the field itself when it has none (as a
 * framework would). A final field the constructor does not take stays as the constructor made it
 * (derived or internal state).
 *
 * @param constructor the constructor, possibly the public no-arg one
 * @param parameters for each of its parameters, the field it takes
 * @param setters the fields set through a setter after construction, with their setters
 * @param direct the fields set directly after construction
 */
public record ConstructorChoice(
    Constructor<?> constructor,
    List<Field> parameters,
    Map<Field, Method> setters,
    List<Field> direct) {

  private static final ClassValue<Optional<ConstructorChoice>> CHOICES =
      new ClassValue<>() {
        @Override
        protected Optional<ConstructorChoice> computeValue(Class<?> type) {
          return of(type, InstanceFields.of(type));
        }
      };

  /**
   * The choice for {@code type} over its {@link InstanceFields}, made once per class and kept: a
   * class's constructors, fields and setters do not change.
   */
  static Optional<ConstructorChoice> of(Class<?> type) {
    return CHOICES.get(type);
  }

  /** The choice for {@code type}, or empty when it has no public constructor that fits. */
  public static Optional<ConstructorChoice> of(Class<?> type, List<Field> fields) {
    boolean shadowed = fields.stream().map(Field::getName).distinct().count() != fields.size();
    if (Modifier.isAbstract(type.getModifiers()) || shadowed) {
      return Optional.empty();
    }
    ConstructorChoice best = null;
    for (Constructor<?> constructor : type.getConstructors()) {
      List<Field> taken = match(constructor, fields);
      if (taken != null && (best == null || taken.size() > best.parameters.size())) {
        Map<Field, Method> setters = setters(type, fields, taken);
        List<Field> direct =
            fields.stream()
                .filter(f -> !taken.contains(f) && !setters.containsKey(f))
                .filter(f -> !Modifier.isFinal(f.getModifiers()))
                .toList();
        best = new ConstructorChoice(constructor, taken, setters, direct);
      }
    }
    return Optional.ofNullable(best);
  }

  /** The field each parameter takes, or null when a parameter matches none. */
  private static List<Field> match(Constructor<?> constructor, List<Field> fields) {
    List<Field> taken = new ArrayList<>();
    Set<Field> used = new HashSet<>();
    for (Parameter parameter : constructor.getParameters()) {
      Field field = null;
      for (Field candidate : fields) {
        boolean fits =
            !used.contains(candidate)
                && parameter.getType().equals(candidate.getType())
                && (!parameter.isNamePresent() || parameter.getName().equals(candidate.getName()));
        if (fits) {
          field = candidate;
          break;
        }
      }
      if (field == null) {
        return null;
      }
      used.add(field);
      taken.add(field);
    }
    return taken;
  }

  private static Map<Field, Method> setters(Class<?> type, List<Field> fields, List<Field> taken) {
    Map<Field, Method> setters = new LinkedHashMap<>();
    for (Field field : fields) {
      if (taken.contains(field) || Modifier.isFinal(field.getModifiers())) {
        continue;
      }
      String name =
          "set" + Character.toUpperCase(field.getName().charAt(0)) + field.getName().substring(1);
      try {
        Method setter = type.getMethod(name, field.getType());
        if (!Modifier.isStatic(setter.getModifiers())) {
          setters.put(field, setter);
        }
      } catch (NoSuchMethodException none) {
        // no setter: the field is set directly
      }
    }
    return setters;
  }
}
