package io.serialtck.adapters.onenio;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import one.nio.serial.Repository;

/**
 * What one-nio's {@code Repository} has learnt, copied: its static maps (serializers by class and
 * by UID, method serializers, per-class options, renamed classes) and its options. {@link #restore}
 * puts them back, so that the world's one-nio knows what it knew when the snapshot was taken and
 * nothing since. The counters that name the classes one-nio generates (its delegates and stubs,
 * kept by the world's class loader) and its statistics are left to grow.
 *
 * <p>The fields are one-nio's own, package-private in {@code one.nio.serial}; 1.7.1 to 2.3.0 have
 * them all. One that a version lacks makes {@link #take} throw, and the kit then gives that
 * configuration new worlds instead.
 */
final class RepositorySnapshot {

  /** {@code Repository}'s static maps whose content is what it learnt. */
  private static final List<String> MAPS =
      List.of("classMap", "uidMap", "methodMap", "serializationOptions", "renamedClasses");

  private final Map<String, Map<Object, Object>> maps;
  private final int options;

  private RepositorySnapshot(Map<String, Map<Object, Object>> maps, int options) {
    this.maps = maps;
    this.options = options;
  }

  /** The repository as it is now. */
  static RepositorySnapshot take() throws ReflectiveOperationException {
    Map<String, Map<Object, Object>> copies = new LinkedHashMap<>();
    for (String name : MAPS) {
      copies.put(name, new LinkedHashMap<>(map(name)));
    }
    return new RepositorySnapshot(copies, Repository.getOptions());
  }

  /** Puts the repository back as it was when this snapshot was taken. */
  void restore() throws ReflectiveOperationException {
    for (Map.Entry<String, Map<Object, Object>> copy : maps.entrySet()) {
      Map<Object, Object> live = map(copy.getKey());
      live.clear();
      live.putAll(copy.getValue());
    }
    Repository.setOptions(options);
  }

  @SuppressWarnings("unchecked")
  private static Map<Object, Object> map(String name) throws ReflectiveOperationException {
    Field field = Repository.class.getDeclaredField(name);
    if (!Modifier.isStatic(field.getModifiers()) || !Map.class.isAssignableFrom(field.getType())) {
      throw new NoSuchFieldException("one.nio.serial.Repository." + name + " is no static map");
    }
    field.setAccessible(true);
    return (Map<Object, Object>) field.get(null);
  }
}
