package io.serialtck.evolution.mapping;

/**
 * Whether a scalar's class is a subtype of the JDK type a field declares: an {@code Inet4Address}
 * in an {@code InetAddress} field keeps its class, where an {@code int} read into a {@code long}
 * field is converted.
 */
final class JdkSubtypes {

  private JdkSubtypes() {}

  static boolean isProperSubtype(String type, String declared) {
    if (type.equals(declared) || !type.contains(".") || !declared.contains(".")) {
      return false;
    }
    try {
      return Class.forName(declared, false, null)
          .isAssignableFrom(Class.forName(type, false, null));
    } catch (ClassNotFoundException notJdk) {
      return false;
    }
  }
}
