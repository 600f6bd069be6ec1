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

  /** The length past which a string value is costly to ship: past a megabyte of text. */
  private static final int COSTLY_LENGTH = 1_000_000;

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

  /**
   * The index of the root field holding a string longer than {@link #COSTLY_LENGTH}, or -1. Such a
   * case is asked with that field alone ({@link ExplorationGrammar#generate}): a string's length
   * limit is a property of the string, and a 5,000,001-character string shipped to and from a
   * worker in every exchange of a many-field case (the whole case, each side alone, then field by
   * field) cost the default run more than every other case together.
   */
  static int costlyField(ClassShape root, ObjectValue written) {
    for (ObjectValue.Field field : written.fields()) {
      if (field.value() instanceof ScalarValue scalar
          && scalar.text() != null
          && scalar.text().length() > COSTLY_LENGTH) {
        for (int i = 0; i < root.fields().size(); i++) {
          if (root.fields().get(i).name().equals(field.name())) {
            return i;
          }
        }
      }
    }
    return -1;
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
