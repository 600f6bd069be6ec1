package io.serialtck.tck.testconfig;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.regex.Pattern;

/**
 * Java serialization that names the kit's renamed classes in its errors: it refuses to write a
 * class the kit renamed into a fresh package ({@code ...k7.Sample}), and resets the last field of a
 * generated property case before writing, so that the fidelity and safety properties fail and the
 * kit renames classes to shrink a case or to check its versions on their own.
 */
public final class RenamedClassRejectingConfiguration extends TestConfiguration {

  private static final Pattern RENAMED = Pattern.compile("serialtck\\.gen\\..*\\.k\\d+\\.[^.]+");

  @Override
  public String id() {
    return "test-rejects-renamed-classes";
  }

  @Override
  public String description() {
    return "Java serialization; drops the last field of property cases, rejects renamed classes";
  }

  @Override
  void beforeWrite(Object value) throws IllegalAccessException {
    String name = value.getClass().getName();
    if (RENAMED.matcher(name).matches()) {
      throw new IllegalStateException("will not write a renamed class: " + name);
    }
    if (!name.startsWith("serialtck.gen.fidelity.") && !name.startsWith("serialtck.gen.safety.")) {
      return;
    }
    Field last = null;
    for (Field field : value.getClass().getDeclaredFields()) {
      if (!Modifier.isStatic(field.getModifiers()) && !Modifier.isFinal(field.getModifiers())) {
        last = field;
      }
    }
    if (last != null) {
      last.setAccessible(true);
      last.set(value, defaultOf(last.getType()));
    }
  }

  private static Object defaultOf(Class<?> type) {
    return type.isPrimitive()
        ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0)
        : null;
  }
}
