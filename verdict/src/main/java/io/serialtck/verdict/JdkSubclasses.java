package io.serialtck.verdict;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.Value;

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
      return new CollectionValue(e.className(), a.id(), e.ordered(), a.elements());
    }
    if (expected instanceof MapValue e
        && actual instanceof MapValue a
        && isStrictSubclass(a.className(), e.className())) {
      return new MapValue(e.className(), a.id(), e.ordered(), a.entries());
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
