package io.serialtck.evolution.mapping;

import io.serialtck.value.ScalarValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a scalar becomes when its field's type changes, if the new type can hold it exactly:
 * widening and narrowing within range, boxing and unboxing, numbers to and from text and to
 * BigDecimal. Anything else is {@link UnrepresentableValue}.
 */
final class ScalarConversions {

  private static final Map<String, String> BOXES =
      Map.of(
          "boolean", "java.lang.Boolean",
          "byte", "java.lang.Byte",
          "short", "java.lang.Short",
          "char", "java.lang.Character",
          "int", "java.lang.Integer",
          "long", "java.lang.Long",
          "float", "java.lang.Float",
          "double", "java.lang.Double");

  /** The other way round: a box's primitive, looked up for every scalar an evolved value reads. */
  private static final Map<String, String> PRIMITIVES =
      BOXES.entrySet().stream()
          .collect(Collectors.toUnmodifiableMap(Map.Entry::getValue, Map.Entry::getKey));

  private static final Map<String, long[]> INTEGRAL_RANGES =
      Map.of(
          "byte", new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE},
          "short", new long[] {Short.MIN_VALUE, Short.MAX_VALUE},
          "int", new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE},
          "long", new long[] {Long.MIN_VALUE, Long.MAX_VALUE});

  private ScalarConversions() {}

  static Value convert(ScalarValue value, String to) {
    String from = primitiveOf(value.type());
    String target = primitiveOf(to);
    if (from.equals(target)) {
      return new ScalarValue(to, value.text());
    }
    if (target.equals("java.lang.String")) {
      return new ScalarValue(to, value.text());
    }
    if (INTEGRAL_RANGES.containsKey(target)) {
      return integral(value, to, target);
    }
    if (target.equals("double") && from.equals("float")) {
      return new ScalarValue(to, Double.toString((double) Float.parseFloat(value.text())));
    }
    if (target.equals("float") && from.equals("double")) {
      return narrowToFloat(value, to);
    }
    if (target.equals("java.math.BigDecimal") || target.equals("java.math.BigInteger")) {
      return decimal(value, to, target);
    }
    return unrepresentable(value, to);
  }

  /**
   * A double read as a float: exact when the float holds the very same value (NaN, infinities and
   * -0.0 included); otherwise not representable, with the float Java's narrowing rounds to as the
   * acceptable nearest value when that is finite and not a zero made of a non-zero (JLS 5.1.3).
   */
  private static Value narrowToFloat(ScalarValue value, String to) {
    double wide = Double.parseDouble(value.text());
    float narrow = (float) wide;
    ScalarValue converted = new ScalarValue(to, Float.toString(narrow));
    if (Double.compare(narrow, wide) == 0) {
      return converted;
    }
    boolean near = Float.isFinite(narrow) && (narrow != 0f || wide == 0d);
    return new UnrepresentableValue(value.render() + " as " + to, near ? converted : null);
  }

  private static Value integral(ScalarValue value, String to, String target) {
    BigInteger number;
    try {
      number = new BigDecimal(value.text()).toBigIntegerExact();
    } catch (NumberFormatException | ArithmeticException e) {
      return unrepresentable(value, to);
    }
    long[] range = INTEGRAL_RANGES.get(target);
    if (number.compareTo(BigInteger.valueOf(range[0])) < 0
        || number.compareTo(BigInteger.valueOf(range[1])) > 0) {
      return unrepresentable(value, to);
    }
    return new ScalarValue(to, number.toString());
  }

  private static Value decimal(ScalarValue value, String to, String target) {
    try {
      BigDecimal number = new BigDecimal(value.text());
      if (target.equals("java.math.BigInteger")) {
        return new ScalarValue(to, number.toBigIntegerExact().toString());
      }
      return new ScalarValue(to, number.toString());
    } catch (NumberFormatException | ArithmeticException e) {
      return unrepresentable(value, to);
    }
  }

  private static String primitiveOf(String type) {
    return PRIMITIVES.getOrDefault(type, type);
  }

  private static Value unrepresentable(ScalarValue value, String to) {
    return new UnrepresentableValue(value.render() + " as " + to);
  }
}
