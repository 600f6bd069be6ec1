package io.serialtck.tck.repro;

import io.serialtck.value.ScalarValue;

/** Java source for the kit's scalars and strings: what a reproducer's writer writes. */
final class JavaLiterals {

  private JavaLiterals() {}

  /** An expression of the scalar's boxed class holding exactly its value. */
  static String of(ScalarValue scalar) {
    String text = scalar.text();
    return switch (scalar.type()) {
      case "boolean", "java.lang.Boolean", "int", "java.lang.Integer" -> text;
      case "long", "java.lang.Long" -> text + "L";
      case "short", "java.lang.Short" -> "(short) " + text;
      case "byte", "java.lang.Byte" -> "(byte) " + text;
      case "char", "java.lang.Character" -> character(text.charAt(0));
      case "double", "java.lang.Double" -> floating(text, "Double", "");
      case "float", "java.lang.Float" -> floating(text, "Float", "f");
      case "java.lang.String" -> string(text);
      case "java.math.BigDecimal", "java.math.BigInteger" ->
          "new " + scalar.type() + "(" + string(text) + ")";
      case "java.util.UUID" -> "java.util.UUID.fromString(" + string(text) + ")";
      case "java.net.URI" -> "java.net.URI.create(" + string(text) + ")";
      case "java.util.Currency" -> "java.util.Currency.getInstance(" + string(text) + ")";
      case "java.util.Locale" -> locale(text);
      case "java.net.Inet4Address", "java.net.Inet6Address" -> address(text);
      default -> {
        if (scalar.type().startsWith("java.time.")) {
          yield scalar.type() + ".parse(" + string(text) + ")";
        }
        throw new ReproRefusedException("no Java literal for a " + scalar.type());
      }
    };
  }

  private static String locale(String text) {
    String[] parts = text.split("_", 3);
    return "new java.util.Locale("
        + string(parts[0])
        + ", "
        + string(parts.length > 1 ? parts[1] : "")
        + ", "
        + string(parts.length > 2 ? parts[2] : "")
        + ")";
  }

  /** {@code host/literal}: built from the literal's bytes, so that no name is looked up. */
  private static String address(String text) {
    int slash = text.indexOf('/');
    String host = text.substring(0, slash);
    return "java.net.InetAddress.getByAddress("
        + (host.isEmpty() ? "null" : string(host))
        + ", java.net.InetAddress.getByName("
        + string(text.substring(slash + 1))
        + ").getAddress())";
  }

  private static String floating(String text, String boxed, String suffix) {
    return switch (text) {
      case "NaN" -> boxed + ".NaN";
      case "Infinity" -> boxed + ".POSITIVE_INFINITY";
      case "-Infinity" -> boxed + ".NEGATIVE_INFINITY";
      default -> text + suffix;
    };
  }

  /** Text in a comment: it cannot end the comment or make javac read a Unicode escape in it. */
  static String comment(String text) {
    return text.replace("\\", "\\\\").replace("*/", "*\\/");
  }

  /** A string literal; every character outside printable ASCII escaped. */
  static String string(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      out.append(escaped(text.charAt(i), '"'));
    }
    return out.append('"').toString();
  }

  private static String character(char c) {
    return "'" + escaped(c, '\'') + "'";
  }

  /**
   * A character as a literal holds it. Control characters are octal escapes: a Unicode escape of a
   * line break would end the literal before the compiler sees it.
   */
  private static String escaped(char c, char quote) {
    if (c == quote || c == '\\') {
      return "\\" + c;
    }
    if (c < 0x20 || c == 0x7f) {
      return String.format("\\%03o", (int) c);
    }
    if (c > 0x7e) {
      return String.format("\\u%04x", (int) c);
    }
    return String.valueOf(c);
  }
}
