package io.serialtck.evolution.mapping;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether a scalar's class is a subtype of the JDK type a field declares: an {@code Inet4Address}
 * in an {@code InetAddress} field keeps its class, where an {@code int} read into a {@code long}
 * field is converted.
 */
final class JdkSubtypes {

  /** The answers by {@code type + " " + declared}: expectations ask it for every scalar. */
  private static final Map<String, Boolean> KNOWN = new ConcurrentHashMap<>();

  private JdkSubtypes() {}

  static boolean isProperSubtype(String type, String declared) {
    if (type.equals(declared) || !type.contains(".") || !declared.contains(".")) {
      return false;
    }
    return KNOWN.computeIfAbsent(type + " " + declared, key -> loadedSubtype(type, declared));
  }

  private static boolean loadedSubtype(String type, String declared) {
    try {
      return Class.forName(declared, false, null)
          .isAssignableFrom(Class.forName(type, false, null));
    } catch (ClassNotFoundException notJdk) {
      return false;
    }
  }
}
