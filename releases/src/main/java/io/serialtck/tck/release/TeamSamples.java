package io.serialtck.tck.release;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import io.serialtck.worker.ValueCapture;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The team's own values of its classes, which a release cell writes before any value the kit makes:
 * what a class whose constructor validates accepts, and what the team's code really builds (an
 * object shared by two fields). A provider is named as a class ({@code
 * com.example.logistics.LogisticsSamples}: every public static method of it without parameters) or
 * as one such method ({@code com.example.logistics.Dimensions.example}); a method may return one
 * object, an array or a collection of them. The methods run in the harness, in the release's own
 * class loader, and each object is captured as a value tree; every object such a tree holds is a
 * sample of its class too (one that refers to an object outside itself excepted).
 *
 * @param byClass sample trees by class name, in the order the providers gave them
 */
public record TeamSamples(Map<String, List<ObjectValue>> byClass) {

  /** No samples. */
  public static final TeamSamples NONE = new TeamSamples(Map.of());

  public TeamSamples {
    Map<String, List<ObjectValue>> copy = new LinkedHashMap<>();
    byClass.forEach((name, values) -> copy.put(name, List.copyOf(values)));
    byClass = java.util.Collections.unmodifiableMap(copy);
  }

  /** The samples of one class, empty when the team gave none. */
  public List<ObjectValue> of(String className) {
    return byClass.getOrDefault(className, List.of());
  }

  public boolean isEmpty() {
    return byClass.isEmpty();
  }

  /** How many samples there are of every class together. */
  public int count() {
    return byClass.values().stream().mapToInt(List::size).sum();
  }

  /**
   * Runs the providers in {@code loader}.
   *
   * @param providers class names or {@code class.method} names
   * @return the samples, or empty when no provider is in this loader, or none links against its
   *     classes (a provider compiled against another release's classes)
   * @throws IllegalArgumentException when a provider the loader has fails, or names no method
   */
  public static java.util.Optional<TeamSamples> read(ClassLoader loader, List<String> providers) {
    if (providers.isEmpty()) {
      return java.util.Optional.empty();
    }
    Map<String, List<ObjectValue>> byClass = new LinkedHashMap<>();
    boolean found = false;
    for (String provider : providers) {
      List<Method> methods = methods(loader, provider);
      if (methods == null) {
        continue;
      }
      Map<String, List<ObjectValue>> provided = new LinkedHashMap<>();
      try {
        for (Method method : methods) {
          for (Object sample : objects(invoke(method, provider))) {
            Value tree = ValueCapture.capture(sample, sample.getClass());
            if (tree instanceof ObjectValue object) {
              collect(object, provided, true);
            }
          }
        }
      } catch (LinkageError compiledForTheOtherRelease) {
        continue;
      }
      found = true;
      provided.forEach(
          (name, values) -> byClass.computeIfAbsent(name, n -> new ArrayList<>()).addAll(values));
    }
    return found ? java.util.Optional.of(new TeamSamples(byClass)) : java.util.Optional.empty();
  }

  /**
   * These samples, of one release, as the other release's classes hold them: each mapped as a
   * reader of the other release would be expected to hold it. A sample the other release cannot
   * hold (a constant or subtype it lacks) is left out.
   *
   * @param toAfter these are the earlier release's samples
   */
  public TeamSamples across(EvolvedClass evolved, boolean toAfter) {
    Map<String, TypeShape> target = ShapeGraph.of(toAfter ? evolved.after() : evolved.before());
    Map<String, List<ObjectValue>> mapped = new LinkedHashMap<>();
    byClass.forEach(
        (name, values) -> {
          for (ObjectValue value : values) {
            ObjectValue other;
            try {
              other = ExpectedValues.across(value, evolved, toAfter, Map.of()).expected();
            } catch (RuntimeException notMapped) {
              continue;
            }
            if (target.containsKey(other.className()) && !holdsUnrepresentable(other)) {
              mapped.computeIfAbsent(other.className(), n -> new ArrayList<>()).add(other);
            }
          }
        });
    return new TeamSamples(mapped);
  }

  /** Only the samples of classes of a graph. */
  public TeamSamples within(TypeShape root) {
    Set<String> classes = ShapeGraph.of(root).keySet();
    Map<String, List<ObjectValue>> kept = new LinkedHashMap<>();
    byClass.forEach(
        (name, values) -> {
          if (classes.contains(name)) {
            kept.put(name, values);
          }
        });
    return new TeamSamples(kept);
  }

  /** The provider's methods, or null when the loader has no such class. */
  private static List<Method> methods(ClassLoader loader, String provider) {
    Class<?> type = load(loader, provider);
    if (type != null) {
      List<Method> methods =
          Stream.of(type.getMethods())
              .filter(m -> isSampleMethod(m) && m.getDeclaringClass() == type)
              .sorted(java.util.Comparator.comparing(Method::getName))
              .toList();
      if (methods.isEmpty()) {
        throw new IllegalArgumentException(
            "samples " + provider + ": the class has no public static method without parameters");
      }
      return methods;
    }
    int dot = provider.lastIndexOf('.');
    Class<?> owner = dot <= 0 ? null : load(loader, provider.substring(0, dot));
    if (owner == null) {
      return null;
    }
    String name = provider.substring(dot + 1);
    List<Method> methods =
        Stream.of(owner.getMethods())
            .filter(m -> m.getName().equals(name) && isSampleMethod(m))
            .toList();
    if (methods.isEmpty()) {
      throw new IllegalArgumentException(
          "samples " + provider + ": no public static method " + name + "() in " + owner.getName());
    }
    return methods;
  }

  private static boolean isSampleMethod(Method method) {
    return Modifier.isStatic(method.getModifiers())
        && method.getParameterCount() == 0
        && method.getReturnType() != void.class
        && !method.getReturnType().isPrimitive();
  }

  private static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  private static Object invoke(Method method, String provider) {
    try {
      method.setAccessible(true);
      return method.invoke(null);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof LinkageError linkage) {
        throw linkage;
      }
      throw new IllegalArgumentException(
          "samples " + provider + ": " + method.getName() + "() threw " + e.getCause(), e);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalArgumentException(
          "samples " + provider + ": cannot call " + method.getName() + "(): " + e, e);
    }
  }

  /** One returned object, or the objects of a returned array or collection. */
  private static List<Object> objects(Object returned) {
    List<Object> objects = new ArrayList<>();
    if (returned instanceof Collection<?> collection) {
      collection.forEach(objects::add);
    } else if (returned instanceof Object[] array) {
      objects.addAll(List.of(array));
    } else if (returned != null) {
      objects.add(returned);
    }
    objects.removeIf(o -> o == null || o.getClass().getClassLoader() == null);
    return objects;
  }

  /** Records the tree under its class, and every object it holds under that object's class. */
  private static void collect(
      ObjectValue object, Map<String, List<ObjectValue>> byClass, boolean root) {
    if (root || selfContained(object)) {
      List<ObjectValue> values =
          byClass.computeIfAbsent(object.className(), n -> new ArrayList<>());
      if (values.stream().noneMatch(v -> v.render().equals(object.render()))) {
        values.add(object);
      }
    }
    object.fields().forEach(field -> nested(field.value(), byClass));
  }

  private static void nested(Value value, Map<String, List<ObjectValue>> byClass) {
    if (value instanceof ObjectValue object) {
      collect(object, byClass, false);
    } else if (value instanceof CollectionValue collection) {
      collection.elements().forEach(element -> nested(element, byClass));
    } else if (value instanceof ArrayValue array) {
      array.elements().forEach(element -> nested(element, byClass));
    } else if (value instanceof MapValue map) {
      map.entries().forEach(entry -> nested(entry.value(), byClass));
    }
  }

  /** Whether every reference the tree holds is to an object inside it. */
  static boolean selfContained(Value tree) {
    Set<Integer> defined = new HashSet<>();
    Set<Integer> referred = new HashSet<>();
    walk(tree, defined, referred);
    return defined.containsAll(referred);
  }

  private static void walk(Value value, Set<Integer> defined, Set<Integer> referred) {
    if (value instanceof RefValue ref) {
      referred.add(ref.id());
    } else if (value instanceof ObjectValue object) {
      defined.add(object.id());
      object.fields().forEach(f -> walk(f.value(), defined, referred));
    } else if (value instanceof CollectionValue collection) {
      defined.add(collection.id());
      collection.elements().forEach(e -> walk(e, defined, referred));
    } else if (value instanceof ArrayValue array) {
      defined.add(array.id());
      array.elements().forEach(e -> walk(e, defined, referred));
    } else if (value instanceof MapValue map) {
      defined.add(map.id());
      map.entries()
          .forEach(
              e -> {
                walk(e.key(), defined, referred);
                walk(e.value(), defined, referred);
              });
    }
  }

  private static boolean holdsUnrepresentable(Value value) {
    if (value instanceof UnrepresentableValue) {
      return true;
    } else if (value instanceof ObjectValue object) {
      return object.fields().stream().anyMatch(f -> holdsUnrepresentable(f.value()));
    } else if (value instanceof CollectionValue collection) {
      return collection.elements().stream().anyMatch(TeamSamples::holdsUnrepresentable);
    } else if (value instanceof ArrayValue array) {
      return array.elements().stream().anyMatch(TeamSamples::holdsUnrepresentable);
    } else if (value instanceof MapValue map) {
      return map.entries().stream()
          .anyMatch(e -> holdsUnrepresentable(e.key()) || holdsUnrepresentable(e.value()));
    }
    return false;
  }
}
