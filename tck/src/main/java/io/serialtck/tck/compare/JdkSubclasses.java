package io.serialtck.tck.compare;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A JDK container read back as a subclass of the class expected (a {@code LinkedHashMap} where a
 * {@code HashMap} was expected) holds the expected value: it is compared as an object of the
 * expected class, with the expected class's notion of order. The reverse (a {@code HashSet} where a
 * {@code LinkedHashSet} was expected) stays a difference.
 */
final class JdkSubclasses {

  private JdkSubclasses() {}

  static Value asExpectedClass(Value expected, Value actual) {
    if (expected instanceof CollectionValue e
        && actual instanceof CollectionValue a
        && isStrictSubclass(a.className(), e.className())) {
      List<Value> elements = new ArrayList<>(a.elements());
      if (!e.ordered()) {
        elements.sort(Comparator.comparing(Value::render));
      }
      return new CollectionValue(e.className(), a.id(), e.ordered(), elements);
    }
    if (expected instanceof MapValue e
        && actual instanceof MapValue a
        && isStrictSubclass(a.className(), e.className())) {
      List<MapValue.Entry> entries = new ArrayList<>(a.entries());
      if (!e.ordered()) {
        entries.sort(Comparator.comparing(entry -> entry.key().render()));
      }
      return new MapValue(e.className(), a.id(), e.ordered(), entries);
    }
    return actual;
  }

  private static boolean isStrictSubclass(String actual, String expected) {
    if (actual.equals(expected) || !actual.startsWith("java.") || !expected.startsWith("java.")) {
      return false;
    }
    try {
      ClassLoader jdk = ClassLoader.getPlatformClassLoader();
      return Class.forName(expected, false, jdk)
          .isAssignableFrom(Class.forName(actual, false, jdk));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
