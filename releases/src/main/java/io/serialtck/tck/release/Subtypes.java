package io.serialtck.tck.release;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The concrete subtypes a value of a team's interface or abstract class may be: a sealed type's
 * permitted subclasses (through sealed and abstract ones in between), the classes its Jackson
 * {@code @JsonSubTypes} names (read by name, so the team's own copy of the annotations is used),
 * and, for a type that says neither, the concrete subclasses in its own package of the release.
 */
final class Subtypes {

  static final String JSON_SUB_TYPES = "com.fasterxml.jackson.annotation.JsonSubTypes";

  private Subtypes() {}

  /** The concrete subtypes of {@code type}, in the order they are declared or found. */
  static List<Class<?>> of(Class<?> type, ClassLoader loader) {
    Set<Class<?>> found = new LinkedHashSet<>();
    permitted(type, found);
    named(type, found);
    if (found.isEmpty()) {
      inPackage(type, loader, found);
    }
    return List.copyOf(found);
  }

  private static void permitted(Class<?> type, Set<Class<?>> found) {
    if (!type.isSealed()) {
      return;
    }
    for (Class<?> subtype : type.getPermittedSubclasses()) {
      if (isConcrete(subtype)) {
        found.add(subtype);
      } else {
        permitted(subtype, found);
      }
    }
  }

  /** The classes of {@code @JsonSubTypes} on the type. */
  static void named(Class<?> type, Set<Class<?>> found) {
    for (Annotation annotation : type.getDeclaredAnnotations()) {
      if (!annotation.annotationType().getName().equals(JSON_SUB_TYPES)) {
        continue;
      }
      for (Object entry : (Object[]) member(annotation, "value")) {
        if (member((Annotation) entry, "value") instanceof Class<?> subtype
            && type.isAssignableFrom(subtype)
            && isConcrete(subtype)) {
          found.add(subtype);
        }
      }
    }
  }

  private static void inPackage(Class<?> type, ClassLoader loader, Set<Class<?>> found) {
    if (!(loader instanceof URLClassLoader urls)) {
      return;
    }
    for (URL url : urls.getURLs()) {
      Path entry;
      try {
        entry = Path.of(url.toURI());
      } catch (URISyntaxException | IllegalArgumentException e) {
        continue;
      }
      for (String name : RootNames.classesIn(entry, type.getPackageName())) {
        try {
          Class<?> candidate = Class.forName(name, false, loader);
          if (candidate != type && type.isAssignableFrom(candidate) && isConcrete(candidate)) {
            found.add(candidate);
          }
        } catch (ClassNotFoundException | LinkageError e) {
          // a class of the package that does not load is no subtype to write
        }
      }
    }
  }

  static boolean isConcrete(Class<?> type) {
    return !type.isInterface() && !Modifier.isAbstract(type.getModifiers());
  }

  /** An annotation's member, read reflectively. */
  static Object member(Annotation annotation, String name) {
    try {
      Method method = annotation.annotationType().getMethod(name);
      method.setAccessible(true);
      return method.invoke(annotation);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /** The names of the concrete subtypes, for the change list. */
  static List<String> names(List<Class<?>> subtypes) {
    List<String> names = new ArrayList<>();
    subtypes.forEach(s -> names.add(s.getName()));
    return names;
  }
}
