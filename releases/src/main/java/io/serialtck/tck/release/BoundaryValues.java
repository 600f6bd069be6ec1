package io.serialtck.tck.release;

import java.util.List;
import java.util.Map;

/**
 * The boundary and awkward values of a JDK type that a changed field is written with, as the
 * matrix's value sweeps ask them: zero, minus one, the type's minimum and maximum, a value beyond
 * the next narrower type, special floating values, empty and non-numeric text, a {@code BigDecimal}
 * with a scale and one with an exponent. A type without boundaries gets none (its random values and
 * null are asked).
 */
final class BoundaryValues {

  private static final String INT_MAX = Integer.toString(Integer.MAX_VALUE);
  private static final String INT_MIN = Integer.toString(Integer.MIN_VALUE);

  private static final Map<String, List<String>> BY_TYPE =
      Map.ofEntries(
          Map.entry("byte", List.of("0", "-1", "-128", "127")),
          Map.entry("short", List.of("0", "-1", "-32768", "32767")),
          Map.entry("int", List.of("0", "-1", INT_MIN, INT_MAX)),
          Map.entry(
              "long",
              List.of(
                  "0",
                  "-1",
                  Long.toString(Long.MIN_VALUE),
                  Long.toString(Long.MAX_VALUE),
                  Long.toString(Integer.MAX_VALUE + 1L))),
          Map.entry("float", List.of("0.0", "-0.0", "NaN", "Infinity", "0.1", "3.4028235E38")),
          Map.entry(
              "double", List.of("0.0", "-0.0", "NaN", "Infinity", "0.1", "1.7976931348623157E308")),
          Map.entry("boolean", List.of("true", "false")),
          Map.entry("char", List.of("a", "\uD83D")),
          Map.entry("java.lang.String", List.of("", "42", "forty-two", "4.5")),
          Map.entry("java.math.BigDecimal", List.of("0.000", "-1", "1E+3", "19.90", "1E+20")),
          Map.entry("java.math.BigInteger", List.of("0", "-1", "1267650600228229401496703205376")));

  private BoundaryValues() {}

  /** The texts of the boundary values of a JDK type (boxed types as their primitives). */
  static List<String> of(String type) {
    return BY_TYPE.getOrDefault(unboxed(type), List.of());
  }

  private static String unboxed(String type) {
    return switch (type) {
      case "java.lang.Byte" -> "byte";
      case "java.lang.Short" -> "short";
      case "java.lang.Integer" -> "int";
      case "java.lang.Long" -> "long";
      case "java.lang.Float" -> "float";
      case "java.lang.Double" -> "double";
      case "java.lang.Boolean" -> "boolean";
      case "java.lang.Character" -> "char";
      default -> type;
    };
  }
}
