package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Values at and past the limits libraries document, put in one field of a root now and then:
 * strings longer than Jackson's read limits (5,000,000 characters in 2.15.0, 20,000,000 from
 * 2.15.1), integers and decimals of more than 1,000 digits (Jackson's number length limit from
 * 2.15), decimals of extreme scale, and doubles at the ends of their range and in the small
 * magnitudes that text formats print with too few digits.
 */
final class LimitValues {

  /** One case in this many holds a value at a limit. */
  private static final int ONE_IN = 6;

  private static final Map<String, List<Supplier<String>>> VALUES =
      Map.of(
          "java.lang.String",
          List.of(() -> digits(5_000_001), () -> digits(5_000_001), () -> digits(20_000_001)),
          "java.math.BigInteger",
          List.of(() -> "9".repeat(1_001), () -> "-" + "1".repeat(10_001)),
          "java.math.BigDecimal",
          List.of(() -> "9".repeat(1_001) + ".5", () -> "1E-1000000", () -> "1E+999999999"),
          "double",
          doubles(),
          "java.lang.Double",
          doubles());

  private LimitValues() {}

  /** The value written, or one field of it at a limit when {@code random} says so. */
  static ObjectValue apply(ClassShape root, ObjectValue written, SplittableRandom random) {
    if (random.nextInt(ONE_IN) != 0) {
      return written;
    }
    List<FieldShape> candidates = new ArrayList<>();
    for (FieldShape field : root.fields()) {
      if (VALUES.containsKey(field.type().binaryName())) {
        candidates.add(field);
      }
    }
    if (candidates.isEmpty()) {
      return written;
    }
    FieldShape field = candidates.get(random.nextInt(candidates.size()));
    List<Supplier<String>> values = VALUES.get(field.type().binaryName());
    String text = values.get(random.nextInt(values.size())).get();
    return ValueSimplifier.with(
        written, field.name(), new ScalarValue(field.type().binaryName(), text));
  }

  private static List<Supplier<String>> doubles() {
    return List.of(
        () -> "4.9E-324",
        () -> "2.2250738585072014E-308",
        () -> "1.7976931348623157E308",
        () -> "9.999999999999998E-4",
        () -> "1.2345678901234568E-5",
        () -> "2.404501381407562E105");
  }

  /** {@code length} digits, 0 to 9 over and over. */
  private static String digits(int length) {
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append((char) ('0' + i % 10));
    }
    return text.toString();
  }
}
